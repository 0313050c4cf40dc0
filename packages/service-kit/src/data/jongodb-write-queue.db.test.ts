import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  buildIndexes,
  MODEL_FUNCTIONS_THAT_DO_NOT_WRITE,
  MODEL_WRITE_FUNCTIONS,
  runExclusive,
  setWriteQueueWaitLimit,
  writesQueued,
  writeToCollection,
} from './jongodb-write-queue.js';
import { rememberJongodb } from './jongodb-detection.js';
import { mongoConnectOptions } from './mongo-connection.js';
import { clearDatabase, useTestDatabase } from '../testing/test-database.js';
import { isJongodb, runTransaction } from './transaction.js';

const entrySchema = () =>
  new Schema(
    {
      _id: { type: Schema.Types.Mixed, default: () => new mongoose.Types.ObjectId() },
      kind: String,
      i: { type: Number, min: 0 },
    },
    { collection: 'wq_entries', versionKey: false },
  ).index({ kind: 1, i: 1 }, { name: 'kind_i' });
const Entry = mongoose.model('WriteQueueEntry', entrySchema());
const Tally = mongoose.model('WriteQueueTally', new Schema({ _id: String, n: Number }, { collection: 'wq_entries_tally', versionKey: false }));
/** A model whose collection is created by the test (createCollection is a write too). */
const Fresh = mongoose.model('WriteQueueFresh', new Schema({ n: Number }, { collection: 'wq_fresh', versionKey: false }));

useTestDatabase('service_kit_write_queue');
beforeAll(async () => {
  await Entry.createCollection().catch(() => undefined);
  await Tally.createCollection().catch(() => undefined);
});
beforeEach(async () => {
  setWriteQueueWaitLimit(undefined);
  await clearDatabase();
});
afterAll(() => setWriteQueueWaitLimit(undefined));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the queue's turn (as a running transaction does) until `release`. */
async function holdTheQueue() {
  const gate = deferred();
  const started = deferred();
  const holding = runExclusive(async () => {
    started.resolve();
    await gate.promise;
  });
  await started.promise;
  return {
    release: async () => {
      gate.resolve();
      await holding;
    },
  };
}

const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'createIndexes', 'create']);
const TEST_COLLECTIONS = new Set(['wq_entries', 'wq_entries_tally', 'wq_fresh', 'wq_raw']);

/** The write commands this process sends to the test's collections from now on. */
function writeCommandsSent(connection: Connection = mongoose.connection): { sent: string[]; stop: () => void } {
  const sent: string[] = [];
  const client = connection.getClient();
  const record = (event: mongoose.mongo.CommandStartedEvent) => {
    const target = event.command[event.commandName] as unknown;
    if (WRITE_COMMANDS.has(event.commandName) && typeof target === 'string' && TEST_COLLECTIONS.has(target)) sent.push(event.commandName);
  };
  client.on('commandStarted', record);
  return { sent, stop: () => client.off('commandStarted', record) };
}

/**
 * Every kind of write mongoose (and the project's data access) can make, each on documents `prepare` set up. jongodb
 * 0.1.6 answers findOneAndDelete (`new is not allowed when remove=true`) and createCollection (`no such command`)
 * with an error: what counts for those is that the command is sent only once the other turn ended.
 */
const REFUSED_BY_JONGODB = new Set(['Model.findOneAndDelete', 'Model.findByIdAndDelete', 'Model.createCollection']);
const WRITE_KINDS: Array<[string, () => Promise<() => Promise<unknown>>]> = [
  ['document save (insert)', async () => () => new Entry({ kind: 'k', i: 1 }).save()],
  [
    'document save (update)',
    async () => {
      const entry = await Entry.create({ kind: 'k', i: 1 });
      entry.i = 2;
      return () => entry.save();
    },
  ],
  ['Model.create', async () => () => Entry.create({ kind: 'k', i: 1 })],
  ['Model.insertOne', async () => () => Entry.insertOne({ kind: 'k', i: 1 })],
  [
    'document updateOne',
    async () => {
      const entry = await Entry.create({ kind: 'k', i: 1 });
      return () => entry.updateOne({ $inc: { i: 1 } });
    },
  ],
  [
    'document deleteOne',
    async () => {
      const entry = await Entry.create({ kind: 'k', i: 1 });
      return () => entry.deleteOne();
    },
  ],
  ['Model.updateOne', async () => () => Entry.updateOne({ kind: 'k' }, { $inc: { i: 1 } }, { upsert: true })],
  ['Model.updateMany', async () => () => Entry.updateMany({ kind: 'k' }, { $inc: { i: 1 } }, { upsert: true })],
  ['Model.replaceOne', async () => () => Entry.replaceOne({ kind: 'k' }, { kind: 'k', i: 5 }, { upsert: true })],
  ['Model.deleteOne', async () => () => Entry.deleteOne({ kind: 'k' })],
  ['Model.deleteMany', async () => () => Entry.deleteMany({ kind: 'k' })],
  ['Model.findOneAndUpdate', async () => () => Entry.findOneAndUpdate({ kind: 'k' }, { $inc: { i: 1 } }, { upsert: true })],
  ['Model.findOneAndReplace', async () => () => Entry.findOneAndReplace({ kind: 'k' }, { kind: 'k', i: 5 }, { upsert: true })],
  ['Model.findOneAndDelete', async () => () => Entry.findOneAndDelete({ kind: 'k' })],
  [
    'Model.findByIdAndUpdate',
    async () => {
      const entry = await Entry.create({ kind: 'k', i: 1 });
      return () => Entry.findByIdAndUpdate(entry._id, { $inc: { i: 1 } });
    },
  ],
  [
    'Model.findByIdAndDelete',
    async () => {
      const entry = await Entry.create({ kind: 'k', i: 1 });
      return () => Entry.findByIdAndDelete(entry._id);
    },
  ],
  [
    'Model.insertMany',
    async () => () =>
      Entry.insertMany([
        { kind: 'k', i: 1 },
        { kind: 'k', i: 2 },
      ]),
  ],
  ['Model.bulkWrite', async () => () => Entry.bulkWrite([{ insertOne: { document: { kind: 'k', i: 1 } } }, { deleteMany: { filter: { kind: 'gone' } } }])],
  [
    'Model.bulkSave',
    async () => {
      const changed = await Entry.create({ kind: 'k', i: 1 });
      changed.i = 3;
      return () => Entry.bulkSave([changed, new Entry({ kind: 'k', i: 4 })]);
    },
  ],
  ['Model.createCollection', async () => () => Fresh.createCollection()],
  ['buildIndexes (the only index build)', async () => () => buildIndexes(mongoose.connection, [Entry])],
  ['writeToCollection (a collection without a model)', async () => () => writeToCollection(mongoose.connection, 'wq_raw', (raw) => raw.insertOne({ n: 1 }))],
];

describe('on jongodb every mongoose write waits for its turn', () => {
  it.each(WRITE_KINDS)('%s is not sent while another turn runs, and runs once it ended', async (kind, prepare) => {
    if (!(await isJongodb())) return expect(await isJongodb()).toBe(false);
    const write = await prepare();
    const queue = await holdTheQueue();
    const commands = writeCommandsSent();
    try {
      let settled = false;
      const running = write().finally(() => (settled = true));
      await sleep(150);
      expect(settled).toBe(false);
      expect(commands.sent).toEqual([]);
      // Reads do not wait.
      expect(await Entry.countDocuments({ kind: 'nothing' })).toBe(0);
      await queue.release();
      await (REFUSED_BY_JONGODB.has(kind) ? running.catch(() => undefined) : running);
      expect(commands.sent.length).toBeGreaterThan(0);
    } finally {
      commands.stop();
      await queue.release();
    }
  });

  it('refuses an aggregate that writes ($out, $merge)', async () => {
    if (!(await isJongodb())) return expect(await isJongodb()).toBe(false);
    await expect(Entry.aggregate([{ $match: {} }, { $out: 'wq_elsewhere' }])).rejects.toThrow(/jongodb/);
    await expect(Entry.aggregate([{ $merge: { into: 'wq_elsewhere' } }])).rejects.toThrow(/jongodb/);
    expect(await Entry.aggregate([{ $match: { kind: 'none' } }])).toEqual([]);
  });
});

describe('acknowledged writes next to transactions', () => {
  it('every plain insert acknowledged while transactions write the same collection still exists afterwards', async () => {
    await Entry.create({ _id: 'counter', kind: 'counter', i: 0 });
    const acknowledged: unknown[] = [];
    const plainInserts = (async () => {
      // Every way mongoose inserts: save, create, insertOne, insertMany, bulkWrite and bulkSave.
      for (let i = 0; i < 60; i++) {
        const document = { kind: 'plain', i };
        const way = i % 6;
        if (way === 0) acknowledged.push((await new Entry(document).save())._id);
        else if (way === 1) acknowledged.push((await Entry.create(document))._id);
        else if (way === 2) acknowledged.push((await Entry.insertOne(document))._id);
        else if (way === 3) acknowledged.push(...(await Entry.insertMany([document])).map((entry) => entry._id));
        else if (way === 4) acknowledged.push(...Object.values((await Entry.bulkWrite([{ insertOne: { document } }])).insertedIds));
        else acknowledged.push(...Object.values((await Entry.bulkSave([new Entry(document)])).insertedIds));
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
    await Entry.insertMany(Array.from({ length: 40 }, (_, i) => ({ kind: 'doomed', i })));
    const plainWrites = (async () => {
      for (let i = 0; i < 20; i++) {
        // Every way mongoose updates and deletes.
        if (i % 4 === 0) await Tally.updateOne({ _id: 'plain' }, { $inc: { n: 1 } });
        else if (i % 4 === 1) await Tally.findOneAndUpdate({ _id: 'plain' }, { $inc: { n: 1 } });
        else if (i % 4 === 2) await Tally.bulkWrite([{ updateOne: { filter: { _id: 'plain' }, update: { $inc: { n: 1 } } } }]);
        else await (await Tally.findById('plain').orFail()).updateOne({ $inc: { n: 1 } });
        if (i % 3 === 0) await Entry.deleteOne({ kind: 'doomed', i: 2 * i });
        else if (i % 3 === 1) await (await Entry.findOne({ kind: 'doomed', i: 2 * i }).orFail()).deleteOne();
        else await Entry.bulkWrite([{ deleteOne: { filter: { kind: 'doomed', i: 2 * i } } }]);
        await Entry.deleteMany({ kind: 'doomed', i: 2 * i + 1 });
      }
    })();
    const transactions = (async () => {
      for (let i = 0; i < 20; i++) {
        await runTransaction(async (session) => {
          await Entry.create([{ kind: 'tx', i }], { session });
          await Entry.updateMany({ kind: 'tx' }, { $inc: { i: 100 } }, { session });
        });
      }
    })();
    await Promise.all([plainWrites, transactions]);
    expect((await Tally.findById('plain').lean())?.n).toBe(20);
    expect(await Entry.countDocuments({ kind: 'doomed' })).toBe(0);
    expect(await Entry.countDocuments({ kind: 'tx' })).toBe(20);
  });
});

describe("a transaction's own writes", () => {
  it('run at once in its turn when they carry its session, every kind of them', async () => {
    // A write that waited for a turn of its own would wait for the transaction's: refused after this.
    setWriteQueueWaitLimit(2_000);
    await Entry.create({ _id: 'counter', kind: 'counter', i: 0 });
    await runTransaction(async (session) => {
      const [created] = await Entry.create([{ kind: 'tx', i: 1 }], { session });
      await new Entry({ kind: 'tx', i: 2 }).save({ session });
      await Entry.insertOne({ kind: 'tx', i: 3 }, { session });
      await Entry.insertMany([{ kind: 'tx', i: 4 }], { session });
      await Entry.bulkWrite([{ insertOne: { document: { kind: 'tx', i: 5 } } }], { session });
      await Entry.bulkSave([new Entry({ kind: 'tx', i: 6 })], { session });
      await Entry.updateOne({ _id: 'counter' }, { $inc: { i: 1 } }, { session });
      await Entry.updateMany({ _id: 'counter' }, { $inc: { i: 1 } }, { session });
      await Entry.findOneAndUpdate({ _id: 'counter' }, { $inc: { i: 1 } }, { session });
      await Entry.findByIdAndUpdate('counter', { $inc: { i: 1 } }, { session });
      const mine = await Entry.findById('counter').session(session).orFail();
      await mine.updateOne({ $inc: { i: 1 } });
      mine.kind = 'counted';
      await mine.save();
      await created!.deleteOne();
      await Entry.replaceOne({ kind: 'tx', i: 2 }, { kind: 'tx', i: 20 }, { session });
      await Entry.findOneAndReplace({ kind: 'tx', i: 3 }, { kind: 'tx', i: 30 }, { session });
      await Entry.deleteOne({ kind: 'tx', i: 4 }, { session });
      await Entry.bulkWrite([{ deleteOne: { filter: { kind: 'tx', i: 5 } } }], { session });
      await Entry.deleteMany({ kind: 'tx', i: 6 }, { session });
    });
    expect(await Entry.findById('counter').lean()).toMatchObject({ kind: 'counted', i: 5 });
    expect((await Entry.find({ kind: 'tx' }).sort({ i: 1 }).lean()).map((entry) => entry.i)).toEqual([20, 30]);
  });
});

describe('a write that fails', () => {
  /** A filter value mongoose cannot cast to the path's Number. */
  const notANumber = 'not a number' as unknown as number;
  const failures: Array<[string, () => Promise<unknown>]> = [
    ['save of a duplicate key', () => Entry.create({ _id: 'taken', kind: 'k', i: 1 })],
    ['an update the server refuses', () => Entry.updateOne({ _id: 'taken' }, { $inc: { kind: 1 } } as never)],
    ['findOneAndUpdate of a filter that does not cast', () => Entry.findOneAndUpdate({ i: notANumber }, { $set: { kind: 'x' } })],
    ['insertMany of a document that does not validate', () => Entry.insertMany([{ kind: 'k', i: -1 }])],
    ['insertMany of a duplicate key', () => Entry.insertMany([{ _id: 'taken', kind: 'k', i: 1 }])],
    ['bulkWrite whose operation does not cast', () => Entry.bulkWrite([{ updateOne: { filter: { i: notANumber }, update: { $set: { kind: 'x' } } } }])],
    ['writeToCollection whose write throws', () => writeToCollection(mongoose.connection, 'wq_raw', () => Promise.reject(new Error('boom')))],
  ];

  it.each(failures)('%s: the error reaches the caller and the turn is given back', async (_kind, fail) => {
    await Entry.create({ _id: 'taken', kind: 'k', i: 1 });
    setWriteQueueWaitLimit(1_000);
    await expect(fail()).rejects.toBeTruthy();
    // A turn still held would make this wait, and be refused after the limit.
    await expect(runExclusive(async () => 'the queue is free')).resolves.toBe('the queue is free');
    await expect(Entry.updateOne({ _id: 'taken' }, { $set: { i: 2 } })).resolves.toMatchObject({ modifiedCount: 1 });
  });

  it('bulkWrite without operations (mongoose returns without its post hooks) gives its turn back', async () => {
    setWriteQueueWaitLimit(1_000);
    await Entry.bulkWrite([]);
    await expect(runExclusive(async () => 'the queue is free')).resolves.toBe('the queue is free');
  });

  it('a write refused by the wait limit never runs, and the queue goes on', async () => {
    if (!(await isJongodb())) return expect(await isJongodb()).toBe(false);
    setWriteQueueWaitLimit(200);
    const queue = await holdTheQueue();
    try {
      await expect(Entry.create({ kind: 'refused', i: 1 })).rejects.toMatchObject({ status: 503, code: 'WRITE_QUEUE_TIMEOUT' });
      await expect(Entry.updateMany({}, { $set: { kind: 'refused' } })).rejects.toMatchObject({ status: 503, code: 'WRITE_QUEUE_TIMEOUT' });
      await expect(Entry.insertMany([{ kind: 'refused', i: 2 }])).rejects.toMatchObject({ status: 503, code: 'WRITE_QUEUE_TIMEOUT' });
    } finally {
      await queue.release();
    }
    setWriteQueueWaitLimit(1_000);
    await Entry.create({ kind: 'after', i: 1 });
    expect(await Entry.countDocuments({ kind: 'refused' })).toBe(0);
    expect(await Entry.countDocuments({ kind: 'after' })).toBe(1);
  });
});

describe('a connection to MongoDB', () => {
  const entryModelOn = (connection: Connection) => connection.model('WriteQueueEntry', entrySchema());
  let other: Connection;
  let OtherEntry: ReturnType<typeof entryModelOn>;
  beforeAll(async () => {
    other = mongoose.createConnection(inject('mongoUri'), mongoConnectOptions(`${mongoose.connection.name}_mongodb`, true));
    await other.asPromise();
    // What connectMongo records for a server that is not jongodb.
    rememberJongodb(other, false);
    OtherEntry = entryModelOn(other);
  });
  afterAll(async () => {
    await OtherEntry.deleteMany({});
    await other.close();
  });

  it('queues nothing: its writes and transactions run while another turn of the queue is held', async () => {
    const queue = await holdTheQueue();
    try {
      const entry = await OtherEntry.create({ kind: 'k', i: 1 });
      entry.i = 2;
      await entry.save();
      await entry.updateOne({ $inc: { i: 1 } });
      await OtherEntry.insertMany([{ kind: 'k', i: 10 }]);
      await OtherEntry.bulkWrite([{ insertOne: { document: { kind: 'k', i: 11 } } }]);
      await OtherEntry.updateMany({ kind: 'k' }, { $inc: { i: 100 } });
      await OtherEntry.findOneAndUpdate({ kind: 'k', i: 111 }, { $set: { kind: 'found' } });
      await OtherEntry.deleteOne({ kind: 'found' });
      await buildIndexes(other, [OtherEntry]);
      await writeToCollection(other, 'wq_raw', (raw) => raw.insertOne({ n: 1 }));
      await runTransaction(async (session) => void (await OtherEntry.create([{ kind: 'tx', i: 1 }], { session })), { connection: other });
      expect((await OtherEntry.find().sort({ i: 1 }).lean()).map(({ kind, i }) => [kind, i])).toEqual([
        ['tx', 1],
        ['k', 103],
        ['k', 110],
      ]);
    } finally {
      await queue.release();
    }
  });
});

describe('the rule is enforced', () => {
  it('every model of the process writes through the queue plugin', () => {
    expect(Object.values(mongoose.models).filter((model) => !writesQueued(model))).toEqual([]);
    expect(writesQueued({ schema: new Schema({}) })).toBe(false);
  });

  it("every function of mongoose's Model is classified by how its writes wait for their turn", () => {
    const classified = new Set<string>([...Object.values(MODEL_WRITE_FUNCTIONS).flat(), ...MODEL_FUNCTIONS_THAT_DO_NOT_WRITE]);
    const events = new Set(Object.getOwnPropertyNames(EventEmitter.prototype));
    const functions = Object.getOwnPropertyNames(mongoose.Model).filter(
      (name) => typeof (mongoose.Model as unknown as Record<string, unknown>)[name] === 'function' && !/^[_$]/.test(name) && !events.has(name),
    );
    expect(functions.filter((name) => !classified.has(name))).toEqual([]);
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
