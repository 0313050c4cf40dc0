import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const globalSetup = fileURLToPath(new URL('./mongo-global-setup.ts', import.meta.url));
const writeQueueSetup = fileURLToPath(new URL('./write-queue-setup.ts', import.meta.url));
const phoneDirectorySetup = fileURLToPath(new URL('./phone-directory-setup.ts', import.meta.url));

/** Test config of a service workspace: node environment, workspace sources, one MongoDB per run. */
export function serviceTestProject(name: string): UserWorkspaceConfig {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: [globalSetup],
      setupFiles: [writeQueueSetup, phoneDirectorySetup],
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // Tests write content straight into the database and read it back at once (rechecked-value.ts has its own tests).
      env: { NODE_ENV: 'test', CONTENT_RECHECK_MS: '0' },
    },
  });
}
