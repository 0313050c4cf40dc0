import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// The `mongoUri` the run's globalSetup provides (type only).
import type {} from '@citygames/service-kit/testing/mongo-global-setup';
import * as snapshots from '../../scripts/lib/jongodb-snapshots.mjs';
import * as eventDatabases from '../../scripts/backup/event-databases.mjs';

const { writeSnapshot, snapshotDirOf } = snapshots as {
  writeSnapshot(options: { uri: string; dataDir: string; now?: Date; fullEveryMs?: number }): Promise<void>;
  snapshotDirOf(dataDir: string): string;
};
const database = (eventDatabases as { EVENT_DATABASES: string[] }).EVENT_DATABASES[0]!;
const REGISTRY = 'citygames_collections';

const uri = inject('mongoUri');
let client: InstanceType<typeof mongoose.mongo.MongoClient>;
let dataDir: string;

beforeAll(async () => {
  client = await mongoose.mongo.MongoClient.connect(uri, { serverMonitoringMode: 'poll' });
  dataDir = mkdtempSync(join(tmpdir(), 'citygames-snapshot-test-'));
});
afterAll(async () => {
  for (const name of ['counted', 'uncounted', REGISTRY]) await client.db(database).collection(name).deleteMany({});
  await client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => client.db(database);
const linesOf = (collection: string) =>
  readFileSync(join(snapshotDirOf(dataDir), database, `${collection}.ejson`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => mongoose.mongo.BSON.EJSON.parse(line, { relaxed: true }) as { _id: string; v: number });
const count = (collection: string) =>
  db()
    .collection(REGISTRY)
    .updateOne({ _id: collection as never }, { $inc: { changes: 1 } }, { upsert: true });

describe('snapshots of the embedded database', () => {
  it('read again only the collections whose change counter moved, and everything once a minute', async () => {
    await db()
      .collection(REGISTRY)
      .insertMany([{ _id: 'counted' as never }, { _id: 'uncounted' as never }]);
    await db()
      .collection('counted')
      .insertOne({ _id: 'a' as never, v: 1 });
    await db()
      .collection('uncounted')
      .insertOne({ _id: 'b' as never, v: 1 });
    const start = new Date('2026-11-26T08:00:00Z');
    await writeSnapshot({ uri, dataDir, now: start });
    expect(linesOf('counted')).toEqual([{ _id: 'a', v: 1 }]);

    // A write whose collection was counted is copied; one that was not counted keeps the earlier file.
    await db()
      .collection('counted')
      .updateOne({ _id: 'a' as never }, { $set: { v: 2 } });
    await count('counted');
    await db()
      .collection('uncounted')
      .updateOne({ _id: 'b' as never }, { $set: { v: 2 } });
    await writeSnapshot({ uri, dataDir, now: new Date(start.getTime() + 5_000) });
    expect(linesOf('counted')).toEqual([{ _id: 'a', v: 2 }]);
    expect(linesOf('uncounted')).toEqual([{ _id: 'b', v: 1 }]);

    // The full copy a minute after the last one catches it.
    await writeSnapshot({ uri, dataDir, now: new Date(start.getTime() + 61_000) });
    expect(linesOf('uncounted')).toEqual([{ _id: 'b', v: 2 }]);
    const manifest = JSON.parse(readFileSync(join(snapshotDirOf(dataDir), 'manifest.json'), 'utf8')) as {
      fullSnapshotAt: string;
      databases: Record<string, { collections: Record<string, { count: number; changes?: number }> }>;
    };
    expect(manifest.fullSnapshotAt).toBe(new Date(start.getTime() + 61_000).toISOString());
    expect(manifest.databases[database]?.collections.counted).toMatchObject({ count: 1, changes: 1 });
  });
});
