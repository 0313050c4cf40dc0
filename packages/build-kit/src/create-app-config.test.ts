import { describe, expect, it } from 'vitest';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createAppConfig, PAGE_REFRESH_RUNTIME } from './create-app-config.js';
import { pilotshAppOptions } from './testing/pilotsh-app-options.js';

const pilotshConfig = createAppConfig(pilotshAppOptions);

function swcRefreshOf(config: Configuration): unknown {
  const rule = config.module?.rules?.find((candidate) => (candidate as RuleSetRule).loader === 'builtin:swc-loader') as RuleSetRule;
  const options = rule.options as { jsc: { transform: { react: { refresh?: boolean } } } };
  return options.jsc.transform.react.refresh;
}

function hotOf(config: Configuration): unknown {
  return config.devServer ? config.devServer.hot : undefined;
}

function hasRefreshPlugin(config: Configuration): boolean {
  return (config.plugins ?? []).some((plugin) => plugin instanceof ReactRefreshRspackPlugin);
}

function redirectsRefreshRuntime(config: Configuration): boolean {
  return (config.plugins ?? []).some(
    (plugin) => plugin?.constructor.name === 'NormalModuleReplacementPlugin' && JSON.stringify(plugin).includes(PAGE_REFRESH_RUNTIME),
  );
}

describe('createAppConfig', () => {
  it('serves development with hot module replacement and React Fast Refresh on one page-wide runtime', () => {
    const config = pilotshConfig({ RSPACK_SERVE: true }, { mode: 'development' });
    expect(hotOf(config)).toBe(true);
    expect(hasRefreshPlugin(config)).toBe(true);
    expect(swcRefreshOf(config)).toBe(true);
    expect(redirectsRefreshRuntime(config)).toBe(true);
    expect(config.lazyCompilation).toBe(false);
  });

  it('builds for production without any of it', () => {
    const config = pilotshConfig({}, {});
    expect(config.mode).toBe('production');
    expect(hotOf(config)).toBe(false);
    expect(hasRefreshPlugin(config)).toBe(false);
    expect(swcRefreshOf(config)).toBe(false);
    expect(redirectsRefreshRuntime(config)).toBe(false);
  });

  it('keeps a development build (rspack build --mode development) free of the refresh runtime: no dev server loads it', () => {
    const config = pilotshConfig({}, { mode: 'development' });
    expect(hasRefreshPlugin(config)).toBe(false);
    expect(swcRefreshOf(config)).toBe(false);
  });
});
