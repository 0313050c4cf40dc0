import { defineProject } from 'vitest/config';

export default defineProject({
  // workspace packages from their sources (`npm test` runs before any build)
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
