import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'svc-*/vitest.config.ts',
      '{shell,gateway,scripts,deploy,bench}/vitest.config.ts',
      'mf-*/vitest.config.ts',
      // The lint configuration's own tests (lint/).
      { test: { name: 'lint', root: import.meta.dirname, include: ['lint/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
    ],
    pool: 'forks',
  },
});
