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
  writeSnapshot(options: { uri: string; dataDir: string; now?: Date }): Promise<{ documents: number; collections: number } | null>;
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
  for (const name of ['teams', 'messages', REGISTRY]) await client.db(database).collection(name).deleteMany({});
  await client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => client.db(database);
const linesOf = (collection: string) =>
  readFileSync(join(snapshotDirOf(dataDir), database, `${collection}.ejson`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => mongoose.mongo.BSON.EJSON.parse(line, { relaxed: true }) as { _id: string; v: number });
describe('snapshots of the embedded database', () => {
  it('copy every registered collection as it is, each time', async () => {
    await db()
      .collection(REGISTRY)
      .insertMany([{ _id: 'teams' as never }, { _id: 'messages' as never }]);
    await db()
      .collection('teams')
      .insertOne({ _id: 'a' as never, v: 1 });
    await db()
      .collection('messages')
      .insertOne({ _id: 'b' as never, v: 1 });
    await writeSnapshot({ uri, dataDir, now: new Date('2026-11-26T08:00:00Z') });
    expect(linesOf('teams')).toEqual([{ _id: 'a', v: 1 }]);
    expect(linesOf('messages')).toEqual([{ _id: 'b', v: 1 }]);

    // Whatever wrote it, the next snapshot holds it: nothing is skipped as unchanged.
    await db()
      .collection('teams')
      .updateOne({ _id: 'a' as never }, { $set: { v: 2 } });
    await db()
      .collection('messages')
      .insertOne({ _id: 'c' as never, v: 1 });
    await writeSnapshot({ uri, dataDir, now: new Date('2026-11-26T08:00:05Z') });
    expect(linesOf('teams')).toEqual([{ _id: 'a', v: 2 }]);
    expect(linesOf('messages')).toEqual([
      { _id: 'b', v: 1 },
      { _id: 'c', v: 1 },
    ]);
    const manifest = JSON.parse(readFileSync(join(snapshotDirOf(dataDir), 'manifest.json'), 'utf8')) as {
      createdAt: string;
      databases: Record<string, { collections: Record<string, { count: number }> }>;
    };
    expect(manifest.createdAt).toBe('2026-11-26T08:00:05.000Z');
    expect(manifest.databases[database]?.collections.messages).toMatchObject({ count: 2 });
  });
});
