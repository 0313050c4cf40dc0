import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { EarlyScriptPlugin } from './early-script-plugin.js';
import { ScreenPreloadsPlugin, type ScreenDeclaration } from './screen-preloads-plugin.js';
import { OnDemandChunksPlugin } from './on-demand-chunks-plugin.js';

/**
 * The only packages the shell and the remotes share, as singletons: one copy of React and of the
 * router for the whole page. `react-dom/client` is the reconciler itself: a remote that calls
 * createRoot (antd-mobile's React 19 bridge) would otherwise bundle a second React DOM.
 * Nothing else is shared: a shared package is one whole chunk, because Module Federation cannot
 * tree-shake it, while bundled into each remote only what that remote imports is kept. That is why
 * antd-mobile (142 KB gzip as one shared chunk) and TanStack Query (13.1 KB as one; bundled, a cold
 * game screen measured 0.3–2.2 KB less) are bundled per game: a player plays one game, so the
 * second copy a visit to another game downloads is rare.
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react-router-dom'] as const;

export interface AppConfigOptions {
  /** Folder of the app (its package.json, src/, public/). */
  appDir: string;
  /** Module Federation name: `shell`, `mf_pilotsh`, ... */
  federationName: string;
  /** Modules a remote exposes, e.g. `{ './App': './src/App.tsx' }`. Empty for the host. */
  exposes?: Record<string, string>;
  /** Runtime plugin files (absolute paths) of the host. */
  runtimePlugins?: string[];
  /** Package names shared as singletons; `requiredVersion` comes from the app's package.json. */
  shared: readonly string[];
  /** Title of the generated HTML page. */
  title: string;
  /** Port of `rspack serve` (standalone development). */
  devPort: number;
  /** Extra folders the dev server serves as static files (e.g. the shell's app-config.json). */
  devStaticDirs?: string[];
  /** Where the dev server sends `/api` (the gateway of a local run). */
  devApiTarget?: string;
  /**
   * The path under which the page reaches this dev server through `npm run dev`'s front on PORT_BASE
   * (`/` for the shell, `/remotes/<game>` for a remote). Unset: the page talks to the dev server directly.
   */
  devMountPath?: string;
  /** Host only: a self-contained script file run before the bundle (see early-script-plugin.ts). */
  earlyScript?: string;
  /** Remote only: its screens, by path below the game's base, added to its mf-manifest.json (see screen-preloads-plugin.ts). */
  screens?: Record<string, ScreenDeclaration>;
  /** Lazy layers (webpackChunkName) players never load, listed for the service worker to leave out (see on-demand-chunks-plugin.ts). */
  onDemandChunks?: string[];
}

const require = createRequire(import.meta.url);
const REACT_ROUTER_DOM_VERSION = (require('react-router-dom/package.json') as { version: string }).version;
/** The component-router subset production builds share as `react-router-dom` (see the file). */
const SLIM_REACT_ROUTER_DOM = fileURLToPath(new URL('./shared/react-router-dom.ts', import.meta.url));
/** The React Refresh runtime the shell and the remotes share on one page (see the file). */
export const PAGE_REFRESH_RUNTIME = fileURLToPath(new URL('./dev/page-refresh-runtime.cjs', import.meta.url));
/** One name for every app, so React Refresh hooks into React once per page, not once per bundle. */
const REFRESH_LIBRARY = 'citygames';

/**
 * The host's first scripts in two files, React DOM and the rest. Both are named in the HTML, so they download with
 * the page (not after the entry has run, as React did when it was shared lazily), side by side on two connections
 * instead of one large file on one. Nothing else is split off.
 */
const HOST_INITIAL_SPLIT = {
  chunks: 'initial' as const,
  cacheGroups: {
    default: false as const,
    defaultVendors: false as const,
    reactDom: { test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'initial' as const, enforce: true },
  },
};

/** The lazy layer every screen behind a game's login renders first (`webpackChunkName` of each remote's guarded area). */
export const GUARDED_AREA_CHUNK = 'guarded-area';

/**
 * A remote's lazy layers each stay one file (no shared pieces split off between them: a screen that opens cold
 * fetches its three or four layers, not a dozen files of 2–6 KB, each a round trip), and all its styles are one
 * file, fetched once. The cost is a little code repeated between layers, except for TanStack Query: every screen
 * behind the login uses it and no screen before it does, so it lives once, in the guarded area that those screens
 * load anyway (repeated, it cost each cold game screen 17–20 KB before compression).
 */
const REMOTE_SPLIT = {
  chunks: 'all' as const,
  cacheGroups: {
    default: false as const,
    defaultVendors: false as const,
    styles: { name: 'styles', type: 'css/auto', chunks: 'all' as const, enforce: true },
    query: { test: /[\\/]node_modules[\\/]@tanstack[\\/]/, name: GUARDED_AREA_CHUNK, chunks: 'async' as const, enforce: true },
  },
};

interface CliEnv {
  RSPACK_SERVE?: boolean;
}

interface CliArgv {
  mode?: 'development' | 'production' | 'none';
}

function readDependencies(appDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

function sharedSingletons(appDir: string, names: readonly string[], eager: boolean) {
  const dependencies = readDependencies(appDir);
  return Object.fromEntries(
    names.map((name) => {
      const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
      const requiredVersion = dependencies[packageName];
      if (!requiredVersion) throw new Error(`${name} is shared but not a dependency of ${appDir}/package.json`);
      // the slim router file has no package.json of its own: state the version it stands for
      const version = name === 'react-router-dom' ? { version: REACT_ROUTER_DOM_VERSION } : {};
      return [name, { singleton: true, requiredVersion, eager, ...version }];
    }),
  );
}

function scriptRule(isDevelopment: boolean, hot: boolean): RuleSetRule {
  return {
    test: /\.(?:[cm]?[jt]sx?)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    // a missing import (e.g. a router export outside shared/react-router-dom.ts) fails the build
    parser: { exportsPresence: 'error' },
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // refresh: each component registers itself with React Refresh, so an edit redraws it in place
        transform: { react: { runtime: 'automatic', development: isDevelopment, refresh: hot } },
      },
      env: { targets: ['chrome >= 87', 'safari >= 14', 'firefox >= 78', 'edge >= 88'] },
    },
  };
}

/**
 * One rspack configuration for the shell and the three remotes, so each app's
 * `rspack.config.ts` only states what differs (name, exposes, shared, port).
 */
export function createAppConfig(options: AppConfigOptions) {
  return (env: CliEnv = {}, argv: CliArgv = {}): Configuration => {
    const isServe = Boolean(env.RSPACK_SERVE);
    const mode = argv.mode ?? (isServe ? 'development' : 'production');
    const isDevelopment = mode === 'development';
    const isRemote = Boolean(options.exposes && Object.keys(options.exposes).length > 0);
    const emitsHtml = !isRemote || isServe;
    // Hot module replacement with React Fast Refresh: the dev servers only, never a build.
    const hot = isServe && isDevelopment;

    return {
      mode,
      context: options.appDir,
      entry: { main: './src/index.ts' },
      devtool: isDevelopment ? 'cheap-module-source-map' : false,
      output: {
        path: path.join(options.appDir, 'dist'),
        // remotes resolve their chunks relative to wherever their manifest was served from
        publicPath: isRemote ? 'auto' : '/',
        filename: isDevelopment ? '[name].js' : 'static/js/[name].[contenthash:10].js',
        chunkFilename: isDevelopment ? '[name].js' : 'static/js/[name].[contenthash:10].js',
        cssFilename: isDevelopment ? '[name].css' : 'static/css/[name].[contenthash:10].css',
        cssChunkFilename: isDevelopment ? '[name].css' : 'static/css/[name].[contenthash:10].css',
        assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
        uniqueName: options.federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // workspace TypeScript imports its siblings as './x.js' (what Node runs); from source that file is './x.ts'
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // workspace packages are consumed from their TypeScript source
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        alias: isDevelopment ? {} : { 'react-router-dom$': SLIM_REACT_ROUTER_DOM },
      },
      module: {
        rules: [scriptRule(isDevelopment, hot), { test: /\.css$/, type: 'css/auto' }, { test: /\.(?:png|jpe?g|gif|webp|svg)$/, type: 'asset' }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.federationName,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : { remotes: {} }),
          // eager in the host: React and the router are in its first scripts, so they download with the page
          // instead of after the entry has run (the host needs no async boundary then); remotes take them from it
          shared: sharedSingletons(options.appDir, options.shared, !isRemote),
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          manifest: true,
          dts: false,
          dev: isServe ? { disableLiveReload: true, disableDynamicRemoteTypeHints: true } : false,
          // Production remotes reuse the shell's federation runtime instead of each shipping its own
          // (about 14 KB gzip less per game). The standalone page (rspack serve) keeps its own. Every app runs
          // in a browser only: the runtime leaves out its Node loaders (5 KB of the shell's first script).
          experiments: {
            ...(isRemote ? { externalRuntime: !isServe } : { provideExternalRuntime: true }),
            optimization: { target: 'web' as const },
          },
        }),
        emitsHtml &&
          new rspack.HtmlRspackPlugin({
            template: path.join(options.appDir, 'src/index.html'),
            title: options.title,
            // a standalone remote serves deep links such as /pilotsh/login from the root
            publicPath: '/',
            minify: !isDevelopment,
          }),
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(options.appDir, 'public'), noErrorOnMissing: true, globOptions: { ignore: ['**/.gitkeep'] } }],
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        emitsHtml && options.earlyScript && new EarlyScriptPlugin(path.resolve(options.appDir, options.earlyScript), !isDevelopment),
        isRemote && new ScreenPreloadsPlugin(options.screens ?? {}),
        !isServe && options.onDemandChunks && new OnDemandChunksPlugin(options.onDemandChunks),
        ...(hot
          ? [
              new ReactRefreshRspackPlugin({ library: REFRESH_LIBRARY, exclude: [/[\\/]node_modules[\\/]/, PAGE_REFRESH_RUNTIME] }),
              new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, PAGE_REFRESH_RUNTIME),
              new rspack.DefinePlugin({ __REFRESH_BUNDLE__: JSON.stringify(options.federationName) }),
            ]
          : []),
      ].filter(Boolean),
      optimization: {
        minimize: !isDevelopment,
        splitChunks: isRemote ? REMOTE_SPLIT : HOST_INITIAL_SPLIT,
      },
      performance: false,
      // `rspack serve` would otherwise compile dynamic imports on first request, asking the dev server by a
      // path on the page's origin: behind npm run dev's front that origin is the shell's, so a remote's
      // requests would never reach its own dev server and its screens would never load.
      lazyCompilation: false,
      devServer: {
        port: options.devPort,
        host: '127.0.0.1',
        hot,
        // an edit React Refresh cannot apply in place (a module outside any component) reloads the page
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(options.devMountPath === undefined
          ? {}
          : {
              // the update channel goes through the front too, so it works wherever the page was opened from
              client: { webSocketURL: `auto://0.0.0.0:0${options.devMountPath.replace(/\/$/, '')}/ws` },
              // the dev server listens on 127.0.0.1 only: whatever Host the front forwards is this machine's
              allowedHosts: 'all',
            }),
        static: (options.devStaticDirs ?? []).map((directory) => ({ directory, watch: false })),
        proxy: [{ context: ['/api'], target: options.devApiTarget ?? 'http://127.0.0.1:8080', changeOrigin: false }],
      },
    };
  };
}
