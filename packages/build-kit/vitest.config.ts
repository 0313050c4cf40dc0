import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'build-kit', environment: 'node', include: ['src/**/*.test.ts'] },
});
