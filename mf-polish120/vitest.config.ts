import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'mf-polish120',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // the app installs antd-mobile's React 19 bridge in its guarded area; screens tested on their own need it too
    // and antd-mobile's Toast and Dialog, which screens load on first use, are loaded before the tests
    setupFiles: [
      '../packages/web-kit/src/antd/antd-mobile-react19.ts',
      '../packages/web-kit/src/testing/loaded-feedback.ts',
      '../packages/web-kit/src/testing/async-wait-ceiling.ts',
    ],
  },
});
