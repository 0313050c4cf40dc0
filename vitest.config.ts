import { availableParallelism } from 'node:os';
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
    // Two test files at a time even on two cores (vitest's default there is one): most of a service test's time is
    // waiting for the database, so the second file runs in that wait. Measured: the whole run 773 s → 416 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
