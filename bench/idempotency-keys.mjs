#!/usr/bin/env node
// @ts-check
// What an Idempotency-Key costs as keys pile up, and what one player's flood of keyed writes does to other teams
// (printed, never asserted). Starts the built platform (jongodb lane unless MONGO_LANE/MONGODB_URI
// says otherwise), imports pilotsh's demo pack with bench teams, and sends straight to svc-pilotsh's port:
//   1. one keyed write (a rejected answer: an unknown task, 404, stored with its key) sent one at a time with a new key
//      each, median of SAMPLES, beside the same write without a key: with the few keys of a fresh event; with STORED
//      expired keys inserted directly into `idempotency_records` (as a lane without a TTL monitor kept them before the
//      sweep); after the service's own sweep function removed them; and with STORED keys that have not expired;
//   2. through the gateway, as phones reach the platform: other teams' keyed writes (OTHERS players, each one every
//      OTHER_INTERVAL_MS) for SECONDS: quiet; while one player sends FLOOD writes at a time, each with a new key (the gateway lets
//      20 a second of one caller's writes through, CALLER_WRITE_LIMIT, and the service runs 2 of them at once per
//      player; both refuse the rest with a fast 503); and while FLOOD different players send one each (what one
//      player could do before either bound).
// Loopback only; stops what it started however it ends. Writes bench/results/idempotency-keys.json.
// Env: BENCH_PORT_BASE (19680), BENCH_DATA_DIR, STORED (5000 on jongodb, 100000 on other lanes), SAMPLES (15),
// SECONDS (10), OTHERS (2), FLOOD (16), OTHER_INTERVAL_MS (100).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { withBenchPlatform } from './lib/bench-platform.mjs';
import { importBenchRosters } from './lib/event-roster.mjs';
import { send, summarise } from './lib/load-generator.mjs';
import { buildNodeProjects } from '../scripts/lib/build-steps.mjs';
import { ensureKeyPair } from '../scripts/lib/keys.mjs';
import { localServiceAddresses } from '../scripts/lib/service-addresses.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const portBase = Number(process.env.BENCH_PORT_BASE ?? 19680);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `citygames-bench-keys-${portBase}`);
const onJongodb = !process.env.MONGODB_URI && (process.env.MONGO_LANE ?? 'jongodb') === 'jongodb';
// jongodb's inserts slow down with the square of a collection's size: 100,000 documents take it most of an hour to store
const STORED = Number(process.env.STORED ?? (onJongodb ? 5000 : 100_000));
const SAMPLES = Number(process.env.SAMPLES ?? 15);
const SECONDS = Number(process.env.SECONDS ?? 10);
const OTHERS = Number(process.env.OTHERS ?? 2);
const FLOOD = Number(process.env.FLOOD ?? 16);
// Faster than any phone writes, slower than the gateway's per-caller rate: their latency is the service's, not a pace.
const OTHER_INTERVAL_MS = Number(process.env.OTHER_INTERVAL_MS ?? 100);
const FILL_BATCH = 1000;
const DB = 'citygames_pilotsh';
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** The gateway's SERVICE_BUSY message (set once the gateway is built). */
let gatewayBusyMessage = '';

/**
 * One write as a phone sends it: a rejected answer (the task does not exist), with a new key unless `keyed` is false.
 * @param {number} port @param {string} token @param {boolean} [keyed]
 */
async function rejectedAnswer(port, token, keyed = true) {
  const started = performance.now();
  const answer = await send(
    agent,
    port,
    {
      method: 'POST',
      path: '/api/pilotsh/tasks/complete',
      headers: { authorization: `Bearer ${token}`, ...(keyed ? { 'idempotency-key': randomUUID() } : {}) },
      body: { taskId: 'NO-SUCH-TASK', answer: '压测答案' },
    },
    60_000,
  );
  return { status: answer.status, ms: performance.now() - started, refusedBy: answer.status === 503 ? refuser(answer.body) : null };
}

/** Which bound refused a 503: the gateway's per-caller rate or the service's writes in flight per player. @param {string} body */
function refuser(body) {
  try {
    return /** @type {{ message?: string }} */ (JSON.parse(body)).message === gatewayBusyMessage ? 'gateway' : 'service';
  } catch {
    return 'other';
  }
}

/** Median ms of SAMPLES writes one after another, after 3 unmeasured ones. @param {() => Promise<{ ms: number }>} write */
async function medianOf(write) {
  for (let warm = 0; warm < 3; warm += 1) await write();
  /** @type {number[]} */
  const times = [];
  for (let n = 0; n < SAMPLES; n += 1) times.push((await write()).ms);
  return round(/** @type {number} */ (summarise(times).p50));
}

/** @param {import('mongodb').Collection<{ _id: string }>} records keyed by the hash of the key, as the service stores them @param {number} count @param {Date} expiresAt */
async function storeKeys(records, count, expiresAt) {
  const started = performance.now();
  for (let start = 0; start < count; start += FILL_BATCH) {
    const size = Math.min(FILL_BATCH, count - start);
    await records.insertMany(
      Array.from({ length: size }, () => ({
        _id: randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', ''),
        fingerprint: 'bench',
        state: 'done',
        claimId: randomUUID(),
        leaseUntil: new Date(Math.min(expiresAt.getTime(), Date.now())),
        status: 404,
        body: '{"success":false,"error":"TASK_NOT_FOUND","message":"没有找到这个任务"}',
        retryAfter: null,
        expiresAt,
      })),
    );
  }
  return Math.round(performance.now() - started);
}

/**
 * Each of `tokens` sends keyed writes one after another until `until`, a new one `interval` ms after the last began (0:
 * as soon as its answer is in); returns their latencies and statuses.
 * A refused write (503) is sent again after a pause of `pauseAfterRefusal` ms (a script would not wait for Retry-After).
 * @param {number} port @param {string[]} tokens @param {number} until @param {{ pauseAfterRefusal?: number, interval?: number }} [pacing]
 */
async function sendUntil(port, tokens, until, { pauseAfterRefusal = 0, interval = 0 } = {}) {
  /** @type {number[]} */
  const ms = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) {
        const answer = await rejectedAnswer(port, token).catch(() => ({ status: 0, ms: 0, refusedBy: null }));
        const label = answer.refusedBy ? `${answer.status} ${answer.refusedBy}` : String(answer.status);
        statuses[label] = (statuses[label] ?? 0) + 1;
        if (answer.status === 503 && pauseAfterRefusal > 0) await new Promise((resolve) => setTimeout(resolve, pauseAfterRefusal));
        else ms.push(answer.ms);
        if (interval > answer.ms) await new Promise((resolve) => setTimeout(resolve, interval - answer.ms));
      }
    }),
  );
  const figures = summarise(ms);
  return { requests: ms.length, p50: round(figures.p50 ?? 0), p95: round(figures.p95 ?? 0), statuses };
}

async function main() {
  await buildNodeProjects();
  const { serviceBusyBody } = await import('@citygames/gateway/gateway-responses');
  gatewayBusyMessage = String(serviceBusyBody('pilotsh').message);
  const machine = { cpus: cpus().length, loadavgBefore: loadavg().map((value) => round(value)) };
  console.log(`幂等键的代价（${onJongodb ? 'jongodb' : '非 jongodb'} 通道，负载均值 ${machine.loadavgBefore.join(' / ')}）`);
  const results = await withBenchPlatform({ portBase, dataDir, barePortOffset: 30, quiet: true }, async ({ platform }) => {
    const port = localServiceAddresses(portBase)['svc-pilotsh'].port;
    const gatewayPort = portBase;
    const privateKey = readFileSync(ensureKeyPair(join(dataDir, 'keys')).privateKeyFile, 'utf8');
    const rosters = await importBenchRosters({ mongoUri: platform.mongoUri, count: FLOOD + OTHERS, privateKey });
    const tokens = rosters.pilotsh;
    const flooder = /** @type {string} */ (tokens[0]);
    const others = tokens.slice(FLOOD, FLOOD + OTHERS);

    const client = new MongoClient(platform.mongoUri, { serverMonitoringMode: 'poll', heartbeatFrequencyMS: 1_000 });
    await client.connect();
    await mongoose.connect(platform.mongoUri, { dbName: DB, serverMonitoringMode: 'poll', heartbeatFrequencyMS: 1_000 });
    const { sweepIdempotencyKeysOnce } = await import('@citygames/service-kit/idempotency/idempotency-sweep');
    try {
      const records = /** @type {import('mongodb').Collection<{ _id: string }>} */ (client.db(DB).collection('idempotency_records'));
      /** @param {string} label */
      const keyCost = async (label) => {
        const stored = await records.countDocuments();
        const keyed = await medianOf(() => rejectedAnswer(port, flooder));
        const unkeyed = await medianOf(() => rejectedAnswer(port, flooder, false));
        const row = { label, stored, keyed, unkeyed };
        console.log(`   ${label}：库里 ${stored} 个键，带键 ${keyed} ms | 不带键 ${unkeyed} ms`);
        return row;
      };

      console.log(`\n1. 一次带键的写入（直接发到 svc-pilotsh，每次新键，${SAMPLES} 次的中位数）`);
      const byStored = [await keyCost('活动刚开始')];
      const fillExpired = await storeKeys(records, STORED, new Date(Date.now() - 60_000));
      console.log(`   （直接插入 ${STORED} 个已过期的键用了 ${fillExpired} ms）`);
      byStored.push(await keyCost('过期的键还在（没有清理时）'));
      const sweepStarted = performance.now();
      let swept = 0;
      let sweeps = 0;
      for (;;) {
        const deleted = await sweepIdempotencyKeysOnce();
        if (deleted === 0) break;
        swept += deleted;
        sweeps += 1;
      }
      const sweepMs = Math.round(performance.now() - sweepStarted);
      console.log(`   服务自己的清理函数删掉 ${swept} 个过期的键：${sweeps} 次清理，共 ${sweepMs} ms`);
      byStored.push(await keyCost('清理之后'));
      const fillLive = await storeKeys(records, STORED, new Date(Date.now() + 86_400_000));
      console.log(`   （直接插入 ${STORED} 个未过期的键用了 ${fillLive} ms）`);
      byStored.push(await keyCost('未过期的键'));
      await records.deleteMany({ fingerprint: 'bench' });

      console.log(`\n2. 经网关（${platform.gateway}）：其他 ${OTHERS} 支队伍的带键写入（每人每 ${OTHER_INTERVAL_MS} ms 一个，${SECONDS} 秒）`);
      /** @param {string} label @param {number} until */
      const othersDuring = async (label, until) => {
        const figures = await sendUntil(gatewayPort, others, until, { interval: OTHER_INTERVAL_MS });
        console.log(`   ${label}：中位数 ${figures.p50} ms，p95 ${figures.p95} ms（${figures.requests} 次，${JSON.stringify(figures.statuses)}）`);
        return figures;
      };
      const quiet = await othersDuring('没有刷写', performance.now() + SECONDS * 1000);
      let until = performance.now() + SECONDS * 1000;
      const oneFlooding = sendUntil(
        gatewayPort,
        Array.from({ length: FLOOD }, () => flooder),
        until,
        { pauseAfterRefusal: 5 },
      );
      const duringOne = await othersDuring(`一名玩家同时发 ${FLOOD} 个`, until);
      const oneFlooder = await oneFlooding;
      console.log(`     刷写的玩家：${JSON.stringify(oneFlooder.statuses)}（503 gateway：网关按调用者限速；503 service：服务按人限并发；之后 5 ms 重发）`);
      until = performance.now() + SECONDS * 1000;
      const manyFlooding = sendUntil(gatewayPort, tokens.slice(0, FLOOD), until, { pauseAfterRefusal: 5 });
      const duringMany = await othersDuring(`${FLOOD} 名玩家各发 1 个（限流之前一名玩家能做到的）`, until);
      const manyFlooders = await manyFlooding;
      console.log(`     这 ${FLOOD} 名玩家：${JSON.stringify(manyFlooders.statuses)}`);
      return {
        byStored,
        fillExpiredMs: fillExpired,
        fillLiveMs: fillLive,
        sweep: { swept, sweeps, ms: sweepMs },
        others: { quiet, duringOne, oneFlooder, duringMany, manyFlooders },
      };
    } finally {
      await mongoose.disconnect();
      await client.close();
    }
  });
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  const file = join(REPO_ROOT, 'bench', 'results', 'idempotency-keys.json');
  const loadavgAfter = loadavg().map((value) => round(value));
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lane: onJongodb ? 'jongodb' : 'other', stored: STORED, samples: SAMPLES, seconds: SECONDS, machine: { ...machine, loadavgAfter }, ...results }, null, 2)}\n`,
  );
  console.log(`\n负载均值（之后）${loadavgAfter.join(' / ')}；结果已写入 ${file}`);
}

await main();
