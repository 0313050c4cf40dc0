import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import mongoose, { Schema } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTION_PROPERTIES,
  QUEUED_AT_EXECUTE_METHODS,
  QUEUED_COLLECTION_METHODS,
  QUEUED_THROUGH_INNER_METHODS,
  READ_ONLY_COLLECTION_METHODS,
} from './jongodb-write-queue.js';
import { clearDatabase, useTestDatabase } from '../testing/test-database.js';
import { isJongodb, runTransaction } from './transaction.js';

const Entry = mongoose.model(
  'WriteQueueEntry',
  new Schema(
    { _id: { type: Schema.Types.Mixed, default: () => new mongoose.Types.ObjectId() }, kind: String, i: Number },
    { collection: 'wq_entries', versionKey: false },
  ),
);
const Tally = mongoose.model('WriteQueueTally', new Schema({ _id: String, n: Number }, { collection: 'wq_entries_tally', versionKey: false }));

useTestDatabase('service_kit_write_queue');
beforeAll(async () => {
  await Entry.createCollection().catch(() => undefined);
  await Tally.createCollection().catch(() => undefined);
});
beforeEach(clearDatabase);

describe('acknowledged writes next to transactions', () => {
  it('every plain insert acknowledged while transactions write the same collection still exists afterwards', async () => {
    await Entry.collection.insertOne({ _id: 'counter' as never, kind: 'counter', i: 0 });
    const acknowledged: unknown[] = [];
    const plainInserts = (async () => {
      // Every way of inserting: one at a time, several at once, and through a bulk operation.
      for (let i = 0; i < 60; i++) {
        if (i % 3 === 0) acknowledged.push((await Entry.collection.insertOne({ kind: 'plain', i })).insertedId);
        else if (i % 3 === 1) acknowledged.push(...Object.values((await Entry.collection.insertMany([{ kind: 'plain', i }])).insertedIds));
        else acknowledged.push(...Object.values((await Entry.collection.bulkWrite([{ insertOne: { document: { kind: 'plain', i } } }])).insertedIds));
      }
    })();
    const transactions = (async () => {
      for (let i = 0; i < 30; i++) {
        await runTransaction(async (session) => {
          await Entry.findOneAndUpdate({ _id: 'counter' }, { $inc: { i: 1 } }, { session });
          await Entry.create([{ kind: 'tx', i }], { session });
        });
      }
    })();
    await Promise.all([plainInserts, transactions]);
    expect(acknowledged).toHaveLength(60);
    expect(await Entry.countDocuments({ kind: 'plain' })).toBe(60);
    expect(await Entry.countDocuments({ kind: 'tx' })).toBe(30);
    expect((await Entry.findById('counter').lean())?.i).toBe(30);
  });

  it('updates and deletes acknowledged during transactions are not undone by their commits', async () => {
    await Tally.create({ _id: 'plain', n: 0 });
    await Entry.insertMany(Array.from({ length: 20 }, (_, i) => ({ kind: 'doomed', i })));
    const plainWrites = (async () => {
      for (let i = 0; i < 20; i++) {
        await Tally.updateOne({ _id: 'plain' }, { $inc: { n: 1 } });
        await Entry.deleteOne({ kind: 'doomed', i });
      }
    })();
    const transactions = (async () => {
      for (let i = 0; i < 20; i++) {
        await runTransaction(async (session) => {
          await Entry.create([{ kind: 'tx', i }], { session });
          await Entry.updateMany({ kind: 'tx' }, { $set: { touched: true } }, { session });
        });
      }
    })();
    await Promise.all([plainWrites, transactions]);
    expect((await Tally.findById('plain').lean())?.n).toBe(20);
    expect(await Entry.countDocuments({ kind: 'doomed' })).toBe(0);
  });
});

describe('the rule is enforced', () => {
  it('every method of the driver Collection is classified as queued, read-only or a property', () => {
    const classified = new Set<string>([
      ...QUEUED_COLLECTION_METHODS,
      ...QUEUED_THROUGH_INNER_METHODS,
      ...READ_ONLY_COLLECTION_METHODS,
      ...QUEUED_AT_EXECUTE_METHODS,
      ...COLLECTION_PROPERTIES,
    ]);
    const unclassified = Object.getOwnPropertyNames(mongoose.mongo.Collection.prototype).filter((name) => !classified.has(name));
    expect(unclassified).toEqual([]);
  });

  it('on jongodb every write method of the driver runs through the queue', async () => {
    if (!(await isJongodb())) return expect(await isJongodb()).toBe(false);
    const prototype = mongoose.mongo.Collection.prototype as unknown as Record<string, { name: string }>;
    const unqueued = QUEUED_COLLECTION_METHODS.filter((method) => prototype[method]?.name !== 'queued');
    expect(unqueued).toEqual([]);
    expect(QUEUED_AT_EXECUTE_METHODS.filter((method) => prototype[method]?.name !== 'queuedAtExecute')).toEqual([]);
    expect(() => Entry.collection.aggregate([{ $out: 'elsewhere' }])).toThrow(/jongodb/);
  });

  it('no code outside service-kit opens its own client, session or transaction', () => {
    const root = join(import.meta.dirname, '../../..');
    const offenders: string[] = [];
    const bypass = /\.startSession\(|withTransaction\(|\.transaction\(|new MongoClient\(|MongoClient\.connect\(|mongoose\.createConnection\(/;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (['node_modules', 'dist', '.git', 'test', 'e2e', 'bench', 'scripts', 'deploy', 'service-kit'].includes(name)) continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && bypass.test(readFileSync(path, 'utf8'))) offenders.push(relative(root, path));
      }
    };
    for (const name of readdirSync(root)) if (name.startsWith('svc-') || name === 'packages') walk(join(root, name));
    expect(offenders).toEqual([]);
  });
});
