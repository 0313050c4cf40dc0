#!/usr/bin/env node
// @ts-check
// Recording position fixes as the event day fills the database (printed, never asserted), on the jongodb lane:
//   1. fanhua's recordPositionFix (one upsert into the player's document of the UTC hour, hourly collections)
//      for FIXES fixes of PLAYERS players over HOURS simulated hours, every write timed;
//   2. the old way: one document per fix in one collection with the old two indexes, filled in batches up to
//      each count and then timed with SAMPLES single inserts (a single insert at 20,000 documents takes seconds);
//   3. the live board's read of the latest fixes (current and previous hour) at each count, median of 5.
// Prints p50/p95 at each count in CHECKPOINTS. Loopback only: jongodb on 127.0.0.1, its own database, stopped at the end.
//   4. the risk check's read of every player's fixes once all are stored.
// Env: FIXES (20000), PLAYERS (400), HOURS (10), CHECKPOINTS (1000,5000,10000,20000), SAMPLES (20), FLAT (1; 0 skips step 2).
import { pathToFileURL } from 'node:url';
import { buildNodeProjects } from '../scripts/lib/build-steps.mjs';
import { repoPath } from '../scripts/lib/workspace.mjs';

const FIXES = Number(process.env.FIXES ?? 20_000);
const PLAYERS = Number(process.env.PLAYERS ?? 400);
const HOURS = Number(process.env.HOURS ?? 10);
const CHECKPOINTS = (process.env.CHECKPOINTS ?? '1000,5000,10000,20000')
  .split(',')
  .map(Number)
  .filter((count) => count > 0 && count <= FIXES);
const SAMPLES = Number(process.env.SAMPLES ?? 20);
const FLAT = process.env.FLAT !== '0';
const TEAM_SIZE = 5;
const DAY_START = Date.parse('2026-11-26T01:00:00Z');
const FLAT_BATCH = 1000;

/**
 * @typedef {{ playerId: string, teamId: string | null, lat: number, lng: number, accuracy: number | null, at: Date,
 *   purpose: 'area-trade' | 'special-area' | 'explore' | 'gpstest', areaId: number | null, accepted: boolean | null,
 *   fixedAt: Date | null, calibration: { northM: number, eastM: number } | null }} Fix
 * @typedef {{ hours: string[], legacy: boolean }} Sources
 * @typedef {{ recordPositionFix(fix: Fix): Promise<void>, readLatestFixPerPlayer(now: Date): Promise<unknown[]>,
 *   findPositionFixSources(): Promise<Sources>, readFixHistories(ids: string[], limit: number, sources: Sources): Promise<Map<string, unknown>> }} FixStore
 */

/** The n-th fix of the day: players in turn, the simulated clock spread evenly over HOURS. @param {number} n @returns {Fix} */
function fixNumber(n) {
  const player = n % PLAYERS;
  return {
    playerId: `p${player}`,
    teamId: `t${Math.floor(player / TEAM_SIZE)}`,
    lat: 31.23 + (n % 997) * 1e-5,
    lng: 121.47 + (n % 991) * 1e-5,
    accuracy: 5 + (n % 40),
    at: new Date(DAY_START + Math.floor((n * HOURS * 3_600_000) / FIXES)),
    purpose: n % 10 === 0 ? 'area-trade' : 'explore',
    areaId: n % 10 === 0 ? n % 180 : null,
    accepted: n % 10 === 0 ? true : null,
    fixedAt: null,
    calibration: null,
  };
}

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** @param {number} ms */
const format = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(2));

/** @template T @param {() => Promise<T>} work @returns {Promise<number>} milliseconds */
async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  await buildNodeProjects();
  const { startJongodb } = await import('@citygames/service-kit/embedded-mongo');
  const { connectMongo, disconnectMongo } = await import('@citygames/service-kit/mongo-connection');
  const store = /** @type {FixStore} */ (await import(pathToFileURL(repoPath('svc-fanhua/dist/positions/position-fix.repository.js')).href));

  const jongodb = await startJongodb();
  try {
    const connection = await connectMongo(jongodb.uri, `citygames_bench_fixes_${process.pid}`);
    console.log(`jongodb ${jongodb.uri.replace(/\?.*/, '')}：${FIXES} 次定位，${PLAYERS} 名玩家，${HOURS} 小时（模拟时钟）`);

    // 1. Hourly collections, through the service's own write.
    /** @type {number[]} */
    const hourly = [];
    /** @type {Map<number, { p50: number, p95: number, board: number }>} */
    const hourlyAt = new Map();
    for (let n = 0; n < FIXES; n += 1) {
      const fix = fixNumber(n);
      hourly.push(await timed(() => store.recordPositionFix(fix)));
      const stored = n + 1;
      if (CHECKPOINTS.includes(stored)) {
        const window = hourly.slice(-Math.min(500, Math.floor(stored / 2)));
        /** @type {number[]} */
        const boardReads = [];
        for (let read = 0; read < 5; read += 1) boardReads.push(await timed(() => store.readLatestFixPerPlayer(fix.at)));
        const board = quantile(boardReads, 0.5);
        hourlyAt.set(stored, { p50: quantile(window, 0.5), p95: quantile(window, 0.95), board });
      }
    }

    // 4. The risk check reads every player's history, 50 players per read of each hour (run-risk-job.ts).
    const riskRead = await timed(async () => {
      const sources = await store.findPositionFixSources();
      const ids = Array.from({ length: PLAYERS }, (_, player) => `p${player}`);
      for (let start = 0; start < ids.length; start += 50) await store.readFixHistories(ids.slice(start, start + 50), 5000, sources);
    });

    // 2. One document per fix in one collection (the layout before hourly collections).

    const db = connection.db;
    if (!db) throw new Error('没有连接到数据库');
    const flat = db.collection('position_fixes_flat');
    await flat.createIndexes([
      { key: { playerId: 1, at: 1 }, name: 'by_player_time' },
      { key: { teamId: 1, at: 1 }, name: 'by_team_time' },
    ]);
    /** @type {Map<number, { p50: number, p95: number }>} */
    const flatAt = new Map();
    let filled = 0;
    for (const checkpoint of FLAT ? CHECKPOINTS : []) {
      while (filled < checkpoint - SAMPLES) {
        const size = Math.min(FLAT_BATCH, checkpoint - SAMPLES - filled);
        await flat.insertMany(Array.from({ length: size }, (_, k) => fixNumber(filled + k)));
        filled += size;
      }
      /** @type {number[]} */
      const samples = [];
      while (filled < checkpoint) {
        const fix = fixNumber(filled);
        samples.push(await timed(() => flat.insertOne({ ...fix })));
        filled += 1;
      }
      flatAt.set(checkpoint, { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) });
    }

    console.log('');
    console.log('已存定位 | 每小时集合 upsert p50 / p95 (ms) | 单一集合 insertOne p50 / p95 (ms) | 实时看板读取中位数 (ms)');
    for (const checkpoint of CHECKPOINTS) {
      const h = hourlyAt.get(checkpoint);
      const f = flatAt.get(checkpoint);
      if (!h) continue;
      const flatCells = f ? `${format(f.p50).padStart(8)} / ${format(f.p95).padEnd(8)}` : '      （未测）      ';
      console.log(`${String(checkpoint).padStart(8)} | ${format(h.p50).padStart(8)} / ${format(h.p95).padEnd(8)} | ${flatCells} | ${format(h.board)}`);
    }
    const perHour = Math.ceil(FIXES / HOURS);
    console.log(`\n每小时集合：每个集合最多 ${PLAYERS} 个文档（每名玩家一个），每个文档约 ${Math.ceil(perHour / PLAYERS)} 条定位。`);
    if (FLAT) console.log(`单一集合：最多 ${FIXES} 个文档；数字是 ${SAMPLES} 次单条插入（之前用 insertMany 填到该数量）。`);
    console.log(`风险检测读取全部 ${FIXES} 条定位（${PLAYERS} 名玩家）：${format(riskRead)} ms`);
    await disconnectMongo();
  } finally {
    await jongodb.stop();
  }
}

await main();
