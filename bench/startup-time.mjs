#!/usr/bin/env node
// @ts-check
// Time from `npm start` (everything already built) to the landing page answering through the gateway,
// and to every game's health answering through it. Runs `npm start` as a person would (its own process
// group, stopped with Ctrl-C's SIGINT), with a fresh data folder and the jongodb lane, RUNS times.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatform } from '../scripts/lib/build-steps.mjs';
import { GAMES, REPO_ROOT } from '../scripts/lib/workspace.mjs';

/** @param {string} url */
async function answers(url, accept = (/** @type {Response} */ response) => response.ok) {
  try {
    return accept(await fetch(url, { signal: AbortSignal.timeout(1000) }));
  } catch {
    return false;
  }
}

/** @param {number} portBase */
async function oneRun(portBase) {
  const dataDir = join(tmpdir(), `citygames-bench-start-${portBase}`);
  rmSync(dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${portBase}`;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT_BASE: String(portBase), DATA_DIR: dataDir, MONGO_LANE: 'jongodb', LOG_LEVEL: 'warn' },
  });
  let landingMs = null;
  let gamesMs = null;
  let stopMs = 0;
  const deadline = started + 120_000;
  try {
    while (performance.now() < deadline && gamesMs === null) {
      if (child.exitCode !== null) throw new Error(`npm start 提前退出（${child.exitCode}）`);
      if (landingMs === null && (await answers(`${base}/`, (r) => r.ok && (r.headers.get('content-type') ?? '').includes('text/html')))) {
        landingMs = performance.now() - started;
      }
      if (landingMs !== null) {
        const healthy = await Promise.all(GAMES.map((game) => answers(`${base}/api/${game}/health`)));
        if (healthy.every(Boolean)) gamesMs = performance.now() - started;
      }
      if (gamesMs === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    const stopAsked = performance.now();
    // Ctrl-C reaches the whole process group; stopped means the runner removed its run-state file
    // (after every child and the database exited) and the gateway no longer answers.
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
    while (performance.now() - stopAsked < 20_000) {
      if (!existsSync(join(dataDir, 'run-state.json')) && !(await answers(`${base}/`, () => true))) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stopMs = performance.now() - stopAsked;
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL'); // anything left of the group
    } catch {
      // the group is gone: the normal case
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (landingMs === null || gamesMs === null) throw new Error('npm start 在 120 秒内没有就绪');
  return { landingMs, gamesMs, stopMs };
}

export async function measureStartupTime({ runs = Number(process.env.RUNS ?? 3), portBase = Number(process.env.BENCH_PORT_BASE ?? 19080) } = {}) {
  await buildPlatform(); // "already built": the timed runs only check that nothing is stale
  const results = [];
  for (let index = 0; index < runs; index += 1) results.push(await oneRun(portBase));
  return results;
}

/** @param {{ landingMs: number, gamesMs: number, stopMs: number }[]} results */
export function printStartupTime(results) {
  const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} 秒`;
  return [
    `npm start（已构建，jongodb，全新数据目录）到首页应答：中位数 ${s(median(results.map((r) => r.landingMs)))}；到三个游戏健康检查都通过：${s(median(results.map((r) => r.gamesMs)))}；Ctrl-C 到全部退出：${s(median(results.map((r) => r.stopMs)))}（${results.length} 次）`,
    ...results.map((r, i) => `  第 ${i + 1} 次：首页 ${s(r.landingMs)}，游戏 ${s(r.gamesMs)}，停止 ${s(r.stopMs)}`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureStartupTime();
  console.log(printStartupTime(results));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'startup-time.json'), `${JSON.stringify(results, null, 2)}\n`);
}
