import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'shell',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../packages/web-kit/src/testing/async-wait-ceiling.ts', '../packages/web-kit/src/testing/iframe-pages-not-loaded.ts'],
  },
});
