#!/usr/bin/env node
// @ts-check
// Largest Contentful Paint of the landing page, each login page and each game's heaviest screen, in
// Debian's chromium through the gateway, emulated the way Lighthouse's mobile run is: a 390x844 phone
// (device scale 3, touch), 4x CPU slowdown and its "slow 4G" network (150 ms round trip, 1638.4 kbit/s
// down, 750 kbit/s up) through CDP, each page cold (new context, cache disabled). THROTTLING=devtools
// uses what Lighthouse's DevTools mode applies per request instead (562.5 ms, 1474.56/675 kbit/s), which
// is harsher than the simulated figures Lighthouse reports by default.
// LCP is the last `largest-contentful-paint` entry the page's PerformanceObserver saw once the page
// had rendered and the network was idle. Game screens are opened as the logged-in demo player.
// Printed and written to bench/results/lcp.json, not asserted (target: LCP ≤ 2.5 s).
// Env: BENCH_PORT_BASE (19600), RUNS (3 per page; the median is reported). `--no-build` starts what is built.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { AUTH_PATHS, GAME_SCREENS, LAUNCH_ARGS, loginStorage } from './bundle-sizes.mjs';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { GAMES, REPO_ROOT } from '../scripts/lib/workspace.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_MS = 2500;
const NETWORKS = {
  /** Lighthouse's mobile "slow 4G" profile. */
  lighthouse: { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  /** The same profile as Lighthouse's DevTools throttling applies it, per request. */
  devtools: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};
const THROTTLING = process.env.THROTTLING === 'devtools' ? 'devtools' : 'lighthouse';
const SLOW_4G = NETWORKS[THROTTLING];
const CPU_SLOWDOWN = 4;

function observeLargestContentfulPaint() {
  window.__citygamesLcp = { lcp: null, element: '' };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    const node = /** @type {{ element?: Element }} */ (last).element;
    window.__citygamesLcp = {
      lcp: last.startTime,
      element: node ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}` : '',
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {Record<string, string>} storage localStorage entries present before the first script (a login)
 */
async function measureOnce(browser, url, storage) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  await page.addInitScript(observeLargestContentfulPaint);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...window.__citygamesLcp, fcp: paint ? paint.startTime : null, path: location.pathname };
  });
  await context.close();
  return result;
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;

export async function measureLcp({ portBase = Number(process.env.BENCH_PORT_BASE ?? 19600), build = true } = {}) {
  const dataDir = join(tmpdir(), `citygames-lcp-bench-${portBase}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.env.MONGO_LANE = 'jongodb';
  const platform = await startPlatform({ portBase, dataDir, games: [...GAMES], logLevel: 'warn', build, log: () => {} });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    /** @type {{ name: string, path: string, storage: Record<string, string> }[]} */
    const pages = [{ name: '首页', path: '/', storage: {} }];
    for (const game of GAMES) pages.push({ name: `${game} 登录页`, path: AUTH_PATHS[game], storage: {} });
    for (const game of GAMES) pages.push({ name: `${game} 游戏页`, path: GAME_SCREENS[game], storage: await loginStorage(browser, platform.url, game) });
    const results = [];
    for (const entry of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, `${platform.url}${entry.path}`, entry.storage));
      const lcps = runs.flatMap((run) => (run.lcp == null ? [] : [run.lcp]));
      results.push({
        name: entry.name,
        path: entry.path,
        // a redirect (e.g. to the login page) would measure another screen
        landedOn: [...new Set(runs.map((run) => run.path))],
        lcpMs: lcps.length === runs.length ? Math.round(median(lcps) ?? Number.NaN) : null,
        fcpMs: Math.round(median(runs.map((run) => run.fcp ?? Number.NaN)) ?? Number.NaN),
        lcpRunsMs: runs.map((run) => (run.lcp == null ? null : Math.round(run.lcp))),
        lcpElement: runs.at(-1)?.element ?? '',
      });
    }
    return { gateway: platform.gateway, throttling: { network: THROTTLING, ...SLOW_4G, cpuSlowdown: CPU_SLOWDOWN }, runs: RUNS, pages: results };
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureLcp>>} result */
export function printLcp(result) {
  const seconds = (/** @type {number | null} */ ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} 秒`);
  return [
    `最大内容绘制 LCP（经 ${result.gateway} 网关，Debian chromium 390x844，CPU 降速 ${result.throttling.cpuSlowdown} 倍、慢速 4G（往返 ${result.throttling.latency} ms）、冷缓存；每页 ${result.runs} 次取中位数；目标 ≤ ${TARGET_MS / 1000} 秒）`,
    ...result.pages.map(
      (page) =>
        `  ${page.name} ${page.path}：LCP ${seconds(page.lcpMs)}${page.lcpMs !== null && page.lcpMs > TARGET_MS ? '（超出目标）' : ''}，FCP ${seconds(page.fcpMs)}` +
        `（各次 ${page.lcpRunsMs.map(seconds).join(' / ')}；最大元素 ${page.lcpElement || '—'}${page.landedOn.some((path) => path !== page.path) ? `；落在 ${page.landedOn.join('、')}` : ''}）`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLcp({ build: !process.argv.includes('--no-build') });
  console.log(printLcp(result));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'lcp.json'), `${JSON.stringify(result, null, 2)}\n`);
}
