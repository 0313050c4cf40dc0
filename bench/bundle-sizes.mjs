#!/usr/bin/env node
// @ts-check
// Measures, in Debian's chromium through the gateway:
//  - the gzipped size of the JavaScript (and CSS) the landing page loads (the shell's initial bundle,
//    React and the router included);
//  - for each game, what its login screen loads beyond that (its remote's first screen);
//  - how many copies of React render in the page (React DevTools hook: each react-dom copy registers
//    a renderer) and which copy of react the Module Federation share scope holds.
// Sizes are gzip -9 of each file's body, so they do not depend on the gateway's compression level.
// Figures are printed, not asserted: targets are shell ≤ 150 KB gzip, each login screen ≤ 60 KB gzip more,
// each game screen ≤ 200 KB gzip for a cold load (shell included).
// Env: BENCH_PORT_BASE (19080). `--no-build` measures what is built; `--verbose` prints the platform's log.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { GAMES, REPO_ROOT } from '../scripts/lib/workspace.mjs';

export const AUTH_PATHS = { pilotsh: '/pilotsh/login', polish120: '/polish120/login', fanhua: '/fanhua/auth' };
/** The heaviest screen of each game, loaded cold (new browser context, empty cache) by a logged-in demo player. */
export const GAME_SCREENS = { pilotsh: '/pilotsh/tasks', polish120: '/polish120/tasks', fanhua: '/fanhua/area' };
const LOGIN_LABELS = { pilotsh: '手机号', polish120: '手机号', fanhua: '手机号或用户名' };
const DEMO_PLAYER = { phone: '13800000001', password: 'demo1234' };
export const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Counts renderers as React DevTools would see them (installed before any page script runs). */
function installReactCounter() {
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      /** @param {{ version: string, rendererPackageName: string }} renderer */
      inject(renderer) {
        const id = renderers.size + 1;
        renderers.set(id, { version: renderer.version, name: renderer.rendererPackageName });
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

/** What the page knows about React copies once it has rendered. */
function readReactCopies() {
  const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const renderers = [...hook.renderers.values()];
  const reactShares = [];
  const federation = globalThis.__FEDERATION__;
  for (const [hostName, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
    for (const [scope, packages] of Object.entries(scopes ?? {})) {
      for (const [version, share] of Object.entries(packages?.react ?? {})) {
        reactShares.push({ hostName, scope, version, from: share.from, loaded: Boolean(share.loaded || share.lib) });
      }
    }
  }
  return { renderers, reactShares };
}

const CODE_QUIET_MS = 1500;
const CODE_WAIT_MAX_MS = 20_000;

/** Resolves once `count` (code responses seen so far) has not grown for CODE_QUIET_MS, or after CODE_WAIT_MAX_MS. */
async function untilNoNewCode(/** @type {() => number} */ count) {
  const deadline = Date.now() + CODE_WAIT_MAX_MS;
  let seen = count();
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < CODE_QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (count() !== seen) {
      seen = count();
      quietSince = Date.now();
    }
  }
}

/**
 * Opens a path in a fresh page and returns every script and stylesheet it loaded, with gzip sizes.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(page: import('playwright-core').Page) => Promise<void>} ready
 * @param {Record<string, string>} [storage] localStorage entries present before the first script (a login)
 */
async function loadPage(browser, url, ready, storage = /** @type {Record<string, string>} */ ({})) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(installReactCounter);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  /** @type {Map<string, { type: string, raw: number, gzip: number }>} */
  const files = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => files.set(new URL(response.url()).pathname, { type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  // A game screen polls its data for as long as it is open, so the network never goes idle: the page is loaded once no
  // script or stylesheet has arrived for a while.
  await untilNoNewCode(() => pending.length);
  await Promise.all(pending);
  const react = await page.evaluate(readReactCopies);
  await context.close();
  return { files, react, errors };
}

/**
 * Logs the demo player in through the game's form and returns what the page keeps in localStorage
 * (the token and the player), so a game screen can then be loaded cold as a returning player would.
 * @param {import('playwright-core').Browser} browser @param {string} baseUrl @param {'pilotsh' | 'polish120' | 'fanhua'} game
 */
export async function loginStorage(browser, baseUrl, game) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${AUTH_PATHS[game]}`, { waitUntil: 'load' });
  const loginTab = page.getByRole('tab', { name: '登录' });
  if ((await loginTab.getAttribute('aria-selected')) !== 'true') await loginTab.click();
  await page.getByRole('textbox', { name: LOGIN_LABELS[game], exact: true }).fill(DEMO_PLAYER.phone);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(AUTH_PATHS[game]), { timeout: 15_000 });
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  await context.close();
  return storage;
}

/** @param {Iterable<{ type: string, gzip: number, raw: number }>} files @param {string} type */
function total(files, type) {
  let gzip = 0;
  let raw = 0;
  let count = 0;
  for (const file of files) {
    if (file.type !== type) continue;
    gzip += file.gzip;
    raw += file.raw;
    count += 1;
  }
  return { gzip, raw, count };
}

/** Each host's share scope lists the copy it uses: count distinct (version, provider) pairs that loaded. */
function distinctReact(/** @type {{ version: string, from: string, loaded: boolean }[]} */ shares) {
  const copies = [...new Set(shares.filter((share) => share.loaded).map((share) => `${share.version}（由 ${share.from} 提供）`))];
  return `${copies.length} 份${copies.length ? `：${copies.join('，')}` : ''}`;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A game's login page beyond what the landing page already loaded, then its heaviest screen loaded cold.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {Map<string, { type: string, raw: number, gzip: number }>} landingFiles
 * @param {typeof GAMES[number]} game
 */
async function measureGame(browser, baseUrl, landingFiles, game) {
  const screen = await loadPage(browser, `${baseUrl}${AUTH_PATHS[game]}`, async (page) => {
    await page.getByRole('tab', { name: '登录' }).waitFor();
  });
  const extra = [...screen.files].filter(([path]) => !landingFiles.has(path)).map(([path, file]) => ({ path, ...file }));
  const storage = await loginStorage(browser, baseUrl, game);
  const cold = await loadPage(
    browser,
    `${baseUrl}${GAME_SCREENS[game]}`,
    async (page) => {
      await page.locator('main, [role="main"], h1, h2').first().waitFor();
    },
    storage,
  );
  return {
    screen: {
      path: GAME_SCREENS[game],
      js: total(cold.files.values(), 'script'),
      css: total(cold.files.values(), 'stylesheet'),
      reactRenderers: cold.react.renderers.length,
      files: [...cold.files].map(([path, file]) => `${path} ${kb(file.gzip)}`),
      errors: cold.errors,
    },
    js: total(extra, 'script'),
    css: total(extra, 'stylesheet'),
    files: extra.map((file) => `${file.path} ${kb(file.gzip)}`),
    reactRenderers: screen.react.renderers.length,
    reactShares: screen.react.reactShares,
    errors: screen.errors,
  };
}

export async function measureBundleSizes({ portBase = Number(process.env.BENCH_PORT_BASE ?? 19080), quiet = true, build = true } = {}) {
  const dataDir = join(tmpdir(), `citygames-bench-${portBase}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.env.MONGO_LANE = 'jongodb';
  const platform = await startPlatform({
    portBase,
    dataDir,
    games: [...GAMES],
    logLevel: 'warn',
    build,
    ...(quiet ? { log: () => {} } : {}),
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const landing = await loadPage(browser, `${platform.url}/`, async (page) => {
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    });
    const shellJs = total(landing.files.values(), 'script');
    const shellCss = total(landing.files.values(), 'stylesheet');
    /** @type {Record<string, Awaited<ReturnType<typeof measureGame>>>} */
    const games = {};
    for (const game of GAMES) games[game] = await measureGame(browser, platform.url, landing.files, game);
    return {
      gateway: platform.gateway,
      shell: {
        js: shellJs,
        css: shellCss,
        files: [...landing.files].map(([path, file]) => `${path} ${kb(file.gzip)}`),
        reactRenderers: landing.react.renderers.length,
      },
      games,
    };
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureBundleSizes>>} result */
export function printBundleSizes(result) {
  const lines = [
    `前端体积（gzip -9，经 ${result.gateway} 网关，Debian chromium 390x844）`,
    `  shell 首屏 JS：${kb(result.shell.js.gzip)}（${result.shell.js.count} 个文件，未压缩 ${kb(result.shell.js.raw)}）  CSS：${kb(result.shell.css.gzip)}   目标 ≤ 150 KB`,
    ...result.shell.files.map((file) => `      ${file}`),
    `      首页的 React 副本：react-dom 渲染器 ${result.shell.reactRenderers} 个`,
  ];
  for (const [game, figures] of Object.entries(result.games)) {
    lines.push(
      `  ${game} 登录页在 shell 之外加载的 JS：${kb(figures.js.gzip)}（${figures.js.count} 个文件）  CSS：${kb(figures.css.gzip)}   目标 ≤ 60 KB`,
      ...figures.files.map((file) => `      ${file}`),
      `      React 副本：react-dom 渲染器 ${figures.reactRenderers} 个；共享域中已加载的 react ${distinctReact(figures.reactShares)}`,
      `  ${game} 游戏页 ${figures.screen.path}（已登录、冷启动，整页含 shell）JS：${kb(figures.screen.js.gzip)}（${figures.screen.js.count} 个文件）  CSS：${kb(figures.screen.css.gzip)}   目标 ≤ 200 KB；react-dom 渲染器 ${figures.screen.reactRenderers} 个`,
      ...figures.screen.files.map((file) => `      ${file}`),
      ...(figures.errors.length ? [`      控制台错误：${figures.errors.join(' | ')}`] : []),
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBundleSizes({ quiet: !process.argv.includes('--verbose'), build: !process.argv.includes('--no-build') });
  console.log(printBundleSizes(result));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'bundle-sizes.json'), `${JSON.stringify(result, null, 2)}\n`);
}
