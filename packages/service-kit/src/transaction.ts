import { AsyncLocalStorage } from 'node:async_hooks';
import mongoose, { type ClientSession, type Connection } from 'mongoose';

/**
 * Multi-document changes of every service go through `runTransaction`, never through
 * `connection.transaction` or `withTransaction` directly.
 *
 * On MongoDB this is plain `connection.transaction`: the server detects write conflicts and the
 * driver retries transient failures, so two transactions that guard-decrement one counter cannot
 * both succeed. jongodb (the embedded lane of the tests and the local run) has no write-conflict
 * detection. Measured on 8.0.0-jongodb: two concurrent transactions that both guard-decrement a
 * counter from 1 both match and both commit (one decrement is lost); a single write outside a
 * transaction to a document the transaction also writes is overwritten at commit; two
 * transactions inserting the same unique key only clash at commit, where the driver retries for
 * two minutes. So when the server reports a jongodb version, the transactions of this process run
 * one at a time. That is enough there: jongodb is one in-memory server and each service process
 * has a database of its own on it.
 */
export async function runTransaction<T>(work: (session: ClientSession) => Promise<T>, connection: Connection = mongoose.connection): Promise<T> {
  const transaction = () => connection.transaction(work);
  if (!(await isJongodb(connection))) return transaction();
  return runExclusive(transaction);
}

/**
 * A single write outside a transaction to documents that transactions also write (a guarded
 * status flip, a counter a transaction also changes). On jongodb it waits for the running
 * transaction (see runTransaction) so the transaction cannot overwrite it at commit; on MongoDB
 * it just runs. Writes no transaction touches need no wrapper.
 */
export async function runExclusiveWrite<T>(work: () => Promise<T>, connection: Connection = mongoose.connection): Promise<T> {
  if (!(await isJongodb(connection))) return work();
  return runExclusive(work);
}

/**
 * jongodb checks a findOneAndUpdate's filter and applies its update as two steps, so concurrent
 * calls can all pass one guard (measured on 8.0.0-jongodb: in 76 of 600 rounds of six parallel
 * `findOneAndUpdate({count: {$gte: 1}}, {$inc: {count: -1}})` the count went below zero, and a guarded
 * `$set` status flip had two winners; `updateOne` with the same guard was exact every time). On
 * jongodb the driver's findOneAndUpdate and findOneAndReplace of this process therefore queue like
 * transactions do, so every guarded update in every service is exact there as it is on MongoDB.
 * Installed by connectMongo; a no-op on MongoDB. (One process talks to one server in this project.)
 */
export async function queueFindAndModifyOnJongodb(connection: Connection = mongoose.connection): Promise<void> {
  if (findAndModifyQueued || !(await isJongodb(connection))) return;
  findAndModifyQueued = true;
  const prototype = mongoose.mongo.Collection.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['findOneAndUpdate', 'findOneAndReplace']) {
    const original = prototype[method];
    if (!original) continue;
    prototype[method] = function queued(this: unknown, ...args: unknown[]) {
      return runExclusive(() => original.apply(this, args));
    };
  }
}

let findAndModifyQueued = false;

/** True when the connected server is jongodb (its buildInfo version reads e.g. `8.0.0-jongodb`). */
export async function isJongodb(connection: Connection = mongoose.connection): Promise<boolean> {
  const client = connection.getClient();
  let answer = detected.get(client);
  if (!answer) {
    const db = connection.db;
    if (!db) return false; // not connected yet: ask again next time
    answer = db
      .admin()
      .command({ buildInfo: 1 })
      .then((info) => String(info.version ?? '').includes('jongodb'))
      .catch(() => false);
    detected.set(client, answer);
  }
  return answer;
}

const detected = new WeakMap<object, Promise<boolean>>();

let queue: Promise<unknown> = Promise.resolve();
/** Set while this async context holds the queue, so nested calls run at once instead of deadlocking. */
const holdingQueue = new AsyncLocalStorage<true>();

function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  if (holdingQueue.getStore()) return work();
  const held = () => holdingQueue.run(true, work);
  const result = queue.then(held, held);
  queue = result.catch(() => undefined);
  return result;
}
