#!/usr/bin/env node
// @ts-check
// What a transaction costs on the jongodb lane, and what it grows with (printed, never asserted):
//   1. one transaction of the shape every ledger change has (claim a guard document, insert one record), as
//      the record collection grows; beside it the same insert without a transaction;
//   2. the same transaction on small collections, as data the transaction never touches grows elsewhere
//      on the server (another database);
//   3. the transaction's insert into a collection of RECORDS documents with only the `_id` index and with
//      `_id` plus one compound unique index (fanhua's area records have one: one trade per team and area).
// Each figure is the median of SAMPLES runs after 3 unmeasured ones, on a fresh jongodb per scenario.
// Loopback only: jongodb on 127.0.0.1, stopped after each scenario. Writes bench/results/jongodb-transactions.json.
// Env: SIZES (0,250,500,1000,2000), ELSEWHERE (0,5000,20000), RECORDS (500), SAMPLES (15).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { summarise } from './lib/load-generator.mjs';
import { buildNodeProjects } from '../scripts/lib/build-steps.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const numbers = (/** @type {string} */ list) => list.split(',').filter(Boolean).map(Number);
const SIZES = numbers(process.env.SIZES ?? '0,250,500,1000,2000');
const ELSEWHERE = numbers(process.env.ELSEWHERE ?? '0,5000,20000');
const RECORDS = Number(process.env.RECORDS ?? 500);
const SAMPLES = Number(process.env.SAMPLES ?? 15);
const FILL_BATCH = 1000;

/** A record like fanhua's area records: a team, an area, a time. @param {number} n */
const recordNumber = (n) => ({ teamId: new ObjectId(), areaId: n % 184, kind: 'reward', at: new Date() });

/**
 * Runs `scenario` against a fresh jongodb and stops it, however the scenario ends.
 * @template T @param {(client: MongoClient) => Promise<T>} scenario @returns {Promise<T>}
 */
async function onFreshJongodb(scenario) {
  const { startJongodb } = await import('@citygames/service-kit/data/embedded-mongo');
  const jongodb = await startJongodb();
  // As the services connect to jongodb: with the driver's default streaming monitor every ninth or so
  // transaction here waited about half a second, which is the client's, not jongodb's.
  const client = new MongoClient(jongodb.uri, { serverMonitoringMode: 'poll', heartbeatFrequencyMS: 1_000 });
  try {
    await client.connect();
    return await scenario(client);
  } finally {
    await client.close();
    await jongodb.stop();
  }
}

/** Inserts `count` documents made by `make` in batches. @param {import('mongodb').Collection} collection @param {number} count @param {(n: number) => object} make */
async function fill(collection, count, make) {
  for (let start = 0; start < count; start += FILL_BATCH) {
    const size = Math.min(FILL_BATCH, count - start);
    await collection.insertMany(Array.from({ length: size }, (_, k) => make(start + k)));
  }
}

/** Median milliseconds of `work` over SAMPLES runs, after 3 unmeasured ones. @param {() => Promise<unknown>} work */
async function medianOf(work) {
  for (let warm = 0; warm < 3; warm += 1) await work();
  /** @type {number[]} */
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return /** @type {number} */ (summarise(times).p50);
}

/**
 * The ledger shape: claim the team's guard (one small collection), insert one record into `records`.
 * @param {MongoClient} client @param {import('mongodb').Collection} records
 */
async function ledgerTransaction(client, records) {
  /** @type {import('mongodb').Collection<{ _id: string, version: number }>} */
  const guards = client.db('bench_ledger').collection('guards');
  const session = client.startSession();
  try {
    await session.withTransaction(async () => {
      await guards.updateOne({ _id: 'team-1:ledger' }, { $inc: { version: 1 } }, { upsert: true, session });
      await records.insertOne(recordNumber(0), { session });
    });
  } finally {
    await session.endSession();
  }
}

async function main() {
  await buildNodeProjects();
  console.log(`jongodb 上的事务（每个数字是 ${SAMPLES} 次的中位数，单位 ms；每个场景一个全新的 jongodb）`);

  // 1. The record collection grows.
  /** @type {{ records: number, transaction: number, plainInsert: number }[]} */
  const byRecords = [];
  for (const size of SIZES) {
    byRecords.push(
      await onFreshJongodb(async (client) => {
        const records = client.db('bench_ledger').collection('records');
        await fill(records, size, recordNumber);
        const transaction = await medianOf(() => ledgerTransaction(client, records));
        const plainInsert = await medianOf(() => records.insertOne(recordNumber(0)));
        return { records: size, transaction, plainInsert };
      }),
    );
  }
  console.log('\n1. 记录集合变大：认领守卫 + 插入一条记录（事务） | 同一插入不用事务');
  for (const row of byRecords) console.log(`   ${String(row.records).padStart(6)} 条记录：${String(row.transaction).padStart(8)} | ${row.plainInsert}`);

  // 2. Data the transaction never touches grows elsewhere on the server.
  /** @type {{ elsewhere: number, transaction: number }[]} */
  const byElsewhere = [];
  for (const size of ELSEWHERE) {
    byElsewhere.push(
      await onFreshJongodb(async (client) => {
        await fill(client.db('bench_elsewhere').collection('other'), size, (n) => ({
          n,
          name: `队伍${n}`,
          members: [{ playerId: `p${n}`, name: `玩家${n}` }],
        }));
        const transaction = await medianOf(() => ledgerTransaction(client, client.db('bench_ledger').collection('records')));
        return { elsewhere: size, transaction };
      }),
    );
  }
  console.log('\n2. 事务不碰的数据在别的库里变多：同一事务（守卫 + 记录集合都很小）');
  for (const row of byElsewhere) console.log(`   别处 ${String(row.elsewhere).padStart(6)} 个文档：${row.transaction}`);

  // 3. One more unique index on the record collection.
  const byIndexes = await onFreshJongodb(async (client) => {
    const onlyId = client.db('bench_ledger').collection('records_id_only');
    const withUnique = client.db('bench_ledger').collection('records_unique');
    await withUnique.createIndex({ teamId: 1, areaId: 1 }, { unique: true, name: 'one_per_team_area' });
    await fill(onlyId, RECORDS, recordNumber);
    await fill(withUnique, RECORDS, recordNumber);
    return {
      records: RECORDS,
      idOnly: await medianOf(() => ledgerTransaction(client, onlyId)),
      idAndUnique: await medianOf(() => ledgerTransaction(client, withUnique)),
    };
  });
  console.log(`\n3. ${RECORDS} 条记录的集合，同一事务：只有 _id 索引 ${byIndexes.idOnly} | 再加一个复合唯一索引 ${byIndexes.idAndUnique}`);

  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  const file = join(REPO_ROOT, 'bench', 'results', 'jongodb-transactions.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), samples: SAMPLES, byRecords, byElsewhere, byIndexes }, null, 2)}\n`);
  console.log(`\n结果已写入 ${file}`);
}

await main();
