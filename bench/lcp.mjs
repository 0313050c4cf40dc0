#!/usr/bin/env node
// @ts-check
// Largest Contentful Paint of the landing page, each login page and each game's heaviest screen, measured by
// Lighthouse itself (the `lighthouse` package's Node API) in Debian's chromium through the gateway, with its
// default mobile run: a Moto G Power-sized phone and *simulated* throttling (150 ms round trip, 1.6 Mbit/s
// down, 4x CPU slowdown), the figure PageSpeed Insights and the Lighthouse report show.
// THROTTLING=devtools makes Lighthouse apply its DevTools throttling to each request instead (562.5 ms,
// 1.4 Mbit/s, 4x CPU), which is much harsher than the default report.
// Every run starts from a new chromium profile. VISIT=repeat measures a repeat visit instead of a cold one:
// the page is opened twice first (the service worker installs, takes over and keeps the screen's reads),
// then Lighthouse loads it with that cache and worker in place. Game screens are opened as the logged-in demo
// player: its token is written into the page's localStorage on the gateway's origin (through a JSON file,
// so no script is cached) before Lighthouse navigates, and Lighthouse's own storage reset is turned off.
// The machine's load average is recorded before every run: on a busy machine Lighthouse's simulation
// starts from a slower CPU and reports more than a phone would see.
// Printed and written to bench/results/lcp.json (lcp-repeat.json), not asserted (target: LCP ≤ 2.3 s cold, ≤ 1.0 s repeat).
// Env: BENCH_PORT_BASE (19600), RUNS (3 per page; the median is reported), PAGES (a comma list of paths to measure
// instead of all), LHR_DIR (a folder for each run's whole Lighthouse result, to read its network chain), SCHEME=https (through the
// gateway's HTTPS listener with HTTP/2, as on a deployed site; results in lcp-https.json). `--no-build` starts what is built.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import { chromium } from 'playwright-core';
import { AUTH_PATHS, GAME_SCREENS, LAUNCH_ARGS, loginStorage } from './bundle-sizes.mjs';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { GAMES, REPO_ROOT } from '../scripts/lib/workspace.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLING_METHOD = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPEAT_VISIT = process.env.VISIT === 'repeat';
// SCHEME=https: through the gateway's HTTPS listener (a generated certificate, HTTP/2), as phones reach a deployed site
const HTTPS = process.env.SCHEME === 'https';
const BROWSER_ARGS = HTTPS ? [...LAUNCH_ARGS, '--ignore-certificate-errors'] : LAUNCH_ARGS;
const TARGET_MS = REPEAT_VISIT ? 1000 : 2300;

/**
 * One cold Lighthouse run of a page in a fresh chromium profile.
 * @param {string} origin @param {string} path
 * @param {Record<string, string>} storage localStorage entries present before the page loads (a login)
 */
async function measureOnce(origin, path, storage) {
  const profile = mkdtempSync(join(tmpdir(), 'citygames-lcp-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...BROWSER_ARGS, '--remote-debugging-port=0'],
  });
  try {
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const page = context.pages()[0] ?? (await context.newPage());
    if (Object.keys(storage).length > 0) {
      await page.goto(`${origin}/app-config.json`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
    }
    if (REPEAT_VISIT) {
      // game screens poll, so the network is never idle: wait for what a repeat visit uses instead, the worker in
      // control with its precache complete, and (on a game screen) the screen's reads kept
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      if (Object.keys(storage).length > 0)
        await page.waitForFunction(async () => (await (await caches.open('citygames-game-reads')).keys()).length > 0, undefined, { timeout: 60_000 });
      await page.waitForTimeout(2000);
    }
    const [load = 0] = loadavg();
    const result = await lighthouse(`${origin}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING_METHOD,
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse 没有返回结果：${path}`);
    const { lhr } = result;
    if (process.env.LHR_DIR) {
      mkdirSync(process.env.LHR_DIR, { recursive: true });
      const name = `${path.replaceAll('/', '_') || 'home'}-${Date.now()}`;
      writeFileSync(join(process.env.LHR_DIR, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(join(process.env.LHR_DIR, `${name}-lcp-simulation.txt`), simulatedLcpTimeline());
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse 出错（${path}）：${lhr.runtimeError.message}`);
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (a list: a table, then the node)
    const breakdown = /** @type {{ items?: { type?: string, selector?: string, nodeLabel?: string }[] } | undefined} */ (
      lhr.audits['lcp-breakdown-insight']?.details
    );
    const node = breakdown?.items?.find((item) => item.type === 'node');
    return {
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      landedOn: new URL(lhr.finalDisplayedUrl).pathname,
      element: node ? `${node.selector ?? ''}「${(node.nodeLabel ?? '').slice(0, 24)}」` : '',
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadAverage: load,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * What Lighthouse's simulation of the last run waited for before the LCP: each request and main-thread task of its
 * pessimistic and optimistic LCP graphs with simulated start and end (the figure is their average), longest last.
 */
function simulatedLcpTimeline() {
  const lines = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!label.endsWith('LargestContentfulPaint')) continue;
    lines.push(`# ${label}`);
    const rows = [...timings].map(([node, timing]) => {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? ''} ${node.request.url}`
          : `cpu ${node.event?.name ?? ''} ${node.childEvents?.length ?? 0} events`;
      return { start: timing.startTime, end: timing.endTime, what };
    });
    for (const row of rows.sort((a, b) => a.end - b.end))
      lines.push(`${row.start.toFixed(0).padStart(6)} ${row.end.toFixed(0).padStart(6)} ${(row.end - row.start).toFixed(0).padStart(5)}  ${row.what}`);
  }
  return `${lines.join('\n')}\n`;
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;
const round = (/** @type {number | null} */ value) => (value === null ? null : Math.round(value));

export async function measureLcp({ portBase = Number(process.env.BENCH_PORT_BASE ?? 19600), build = true } = {}) {
  const dataDir = join(tmpdir(), `citygames-lcp-bench-${portBase}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.env.MONGO_LANE = 'jongodb';
  const platform = await startPlatform({ portBase, dataDir, games: [...GAMES], logLevel: 'warn', build, https: HTTPS, log: () => {} });
  try {
    /** @type {{ name: string, path: string, storage: Record<string, string> }[]} */
    const pages = [{ name: '首页', path: '/', storage: {} }];
    for (const game of GAMES) pages.push({ name: `${game} 登录页`, path: AUTH_PATHS[game], storage: {} });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    try {
      for (const game of GAMES) pages.push({ name: `${game} 游戏页`, path: GAME_SCREENS[game], storage: await loginStorage(browser, platform.url, game) });
    } finally {
      await browser.close();
    }
    const results = [];
    const only = process.env.PAGES?.split(',').filter(Boolean);
    for (const entry of pages.filter((page) => !only || only.includes(page.path))) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(platform.url, entry.path, entry.storage));
      const lcps = runs.flatMap((run) => (run.lcp == null ? [] : [run.lcp]));
      results.push({
        name: entry.name,
        path: entry.path,
        // a redirect (e.g. to the login page) would measure another screen
        landedOn: [...new Set(runs.map((run) => run.landedOn))],
        lcpMs: lcps.length === runs.length ? round(median(lcps)) : null,
        fcpMs: round(median(runs.flatMap((run) => (run.fcp == null ? [] : [run.fcp])))),
        lcpRunsMs: runs.map((run) => round(run.lcp)),
        lcpElement: runs.at(-1)?.element ?? '',
        loadAverages: runs.map((run) => Number(run.loadAverage.toFixed(2))),
        benchmarkIndexes: runs.map((run) => Math.round(run.benchmarkIndex)),
      });
    }
    return {
      gateway: platform.gateway,
      scheme: HTTPS ? 'https' : 'http',
      lighthouse: { throttlingMethod: THROTTLING_METHOD, formFactor: 'mobile' },
      visit: REPEAT_VISIT ? 'repeat' : 'cold',
      runs: RUNS,
      pages: results,
    };
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureLcp>>} result */
export function printLcp(result) {
  const seconds = (/** @type {number | null} */ ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} 秒`);
  const method = result.lighthouse.throttlingMethod === 'simulate' ? '模拟节流（Lighthouse 默认）' : 'DevTools 逐请求节流';
  return [
    `最大内容绘制 LCP（Lighthouse 移动端，${method}，经 ${result.gateway} 网关（${result.scheme === 'https' ? 'HTTPS、HTTP/2' : 'HTTP/1.1'}），Debian chromium，${result.visit === 'repeat' ? '再次访问（service worker 与缓存已就绪）' : '冷缓存'}；每页 ${result.runs} 次取中位数；目标 ≤ ${TARGET_MS / 1000} 秒）`,
    ...result.pages.map(
      (page) =>
        `  ${page.name} ${page.path}：LCP ${seconds(page.lcpMs)}${page.lcpMs !== null && page.lcpMs > TARGET_MS ? '（超出目标）' : ''}，FCP ${seconds(page.fcpMs)}` +
        `（各次 ${page.lcpRunsMs.map(seconds).join(' / ')}；负载均值 ${page.loadAverages.join(' / ')}；CPU 基准 ${page.benchmarkIndexes.join(' / ')}；` +
        `最大元素 ${page.lcpElement || '—'}${page.landedOn.some((path) => path !== page.path) ? `；落在 ${page.landedOn.join('、')}` : ''}）`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLcp({ build: !process.argv.includes('--no-build') });
  console.log(printLcp(result));
  // a run of some pages only (PAGES) is a look, not the record
  if (!process.env.PAGES) {
    mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(REPO_ROOT, 'bench', 'results', `${REPEAT_VISIT ? 'lcp-repeat' : 'lcp'}${HTTPS ? '-https' : ''}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  }
}
