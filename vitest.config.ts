import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'svc-*/vitest.config.ts', '{shell,gateway,scripts,deploy}/vitest.config.ts', 'mf-*/vitest.config.ts'],
    pool: 'forks',
  },
});
