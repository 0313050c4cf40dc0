import { defineProject } from 'vitest/config';

export default defineProject({
  // Rules modules import each other by package name; the tests read those imports from the sources too.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
