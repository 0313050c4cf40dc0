import mongoose, { Schema } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conflict, HttpError } from '../http/errors.js';
import { clearDatabase, useTestDatabase } from '../testing/test-database.js';
import { setWriteQueueWaitLimit, WRITE_QUEUE_TIMEOUT_MESSAGE } from './jongodb-write-queue.js';
import { isJongodb, runTransaction } from './transaction.js';

const Counter = mongoose.model('TxTestCounter', new Schema({ _id: String, left: Number }, { collection: 'tx_counters', versionKey: false }));
const Log = mongoose.model('TxTestLog', new Schema({ by: String }, { collection: 'tx_logs', versionKey: false }));

useTestDatabase('service_kit_tx');
beforeAll(async () => {
  await Log.createCollection().catch(() => undefined);
  await Counter.createCollection().catch(() => undefined);
});
beforeEach(clearDatabase);

/** One transaction of a typical use case: log first, then take one unit with a guarded decrement. */
function takeOne(by: string) {
  return runTransaction(async (session) => {
    await Log.create([{ by }], { session });
    const taken = await Counter.findOneAndUpdate({ _id: 'stock', left: { $gte: 1 } }, { $inc: { left: -1 } }, { session, returnDocument: 'after' });
    if (!taken) throw conflict('已经被领完了', 'SOLD_OUT');
    return taken.left;
  });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('runTransaction', () => {
  it('two concurrent transactions guard-decrementing the same counter cannot both succeed', async () => {
    await Counter.create({ _id: 'stock', left: 1 });
    const results = await Promise.allSettled([takeOne('a'), takeOne('b')]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0]!.reason as HttpError).code).toBe('SOLD_OUT');
    expect((await Counter.findById('stock').lean())?.left).toBe(0);
    // The loser's write before the guard was rolled back with it.
    expect(await Log.countDocuments()).toBe(1);
  });

  it('lets exactly as many of many parallel transactions succeed as there is stock', async () => {
    await Counter.create({ _id: 'stock', left: 3 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => takeOne(`p${i}`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await Counter.findById('stock').lean())?.left).toBe(0);
    expect(await Log.countDocuments()).toBe(3);
  });

  it('keeps going after a failed transaction', async () => {
    await Counter.create({ _id: 'stock', left: 1 });
    await expect(runTransaction(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await takeOne('after')).toBe(0);
  });
});

describe('single writes beside transactions on jongodb', () => {
  it('a write racing a transaction on the same document is not lost', async () => {
    await Counter.create({ _id: 'stock', left: 1 });
    const incremented = deferred();
    const gate = deferred();
    const transaction = runTransaction(async (session) => {
      await Counter.updateOne({ _id: 'stock' }, { $inc: { left: 100 } }, { session });
      incremented.resolve();
      await gate.promise;
    });
    await incremented.promise;
    const write = Counter.updateOne({ _id: 'stock' }, { $inc: { left: 1000 } });
    gate.resolve();
    await Promise.all([transaction, write]);
    expect((await Counter.findById('stock').lean())?.left).toBe(1101);
  });

  it('refuses, unrun, a write inside a transaction that forgot its session instead of hanging', async () => {
    const jongodb = await isJongodb();
    await Counter.create({ _id: 'stock', left: 1 });
    setWriteQueueWaitLimit(300);
    try {
      const outcome = runTransaction(async (session) => {
        await Counter.updateOne({ _id: 'stock' }, { $inc: { left: 1 } }, { session });
        await Log.create({ by: 'forgot the session' });
      });
      if (jongodb) await expect(outcome).rejects.toMatchObject({ status: 503, code: 'WRITE_QUEUE_TIMEOUT', message: WRITE_QUEUE_TIMEOUT_MESSAGE });
      else await outcome; // MongoDB queues nothing: the write simply ran outside the transaction
    } finally {
      setWriteQueueWaitLimit(undefined);
    }
    expect(await Log.countDocuments({ by: 'forgot the session' })).toBe(jongodb ? 0 : 1);
    expect((await Counter.findById('stock').lean())?.left).toBe(jongodb ? 1 : 2);
  });
});

describe('guarded findOneAndUpdate outside transactions', () => {
  it('never lets parallel guarded decrements take more than there is', async () => {
    for (let round = 0; round < 60; round += 1) {
      await Counter.create({ _id: `stock-${round}`, left: 3 });
      const taken = await Promise.all(
        Array.from({ length: 6 }, () =>
          Counter.findOneAndUpdate({ _id: `stock-${round}`, left: { $gte: 1 } }, { $inc: { left: -1 } }, { returnDocument: 'after' }),
        ),
      );
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect((await Counter.findById(`stock-${round}`).lean())?.left).toBe(0);
    }
  });
});
