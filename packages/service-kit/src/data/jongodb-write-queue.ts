import mongoose, { type ClientSession } from 'mongoose';
import { HttpError } from '../http/errors.js';

/**
 * jongodb (the embedded lane of the tests and of a trial run) cannot run a write next to a
 * transaction: measured on 8.0.0-jongodb, 60 plain `insertOne`s acknowledged while another session
 * ran 30 transactions (findOneAndUpdate + insertOne) on the same collection left only 46–53 of
 * them, because a transaction writes its whole view of the collection back at commit. Its
 * findOneAndUpdate also checks the filter and applies the update as two steps. So on jongodb every
 * write of this process — every driver method below, and every transaction (see transaction.ts) —
 * runs one at a time through one queue. On MongoDB nothing is queued.
 *
 * Every method of the driver's Collection is classified here; a driver upgrade that adds a method
 * fails `jongodb-write-queue.db.test.ts` until it is classified, so no write path can bypass the queue.
 */
export const QUEUED_COLLECTION_METHODS = [
  'insertOne',
  'updateOne',
  'replaceOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
  'findOneAndReplace',
  'findOneAndUpdate',
  'rename',
  'drop',
  'createIndex',
  'createIndexes',
  'dropIndex',
  'dropIndexes',
  'createSearchIndexes',
  'dropSearchIndex',
  'updateSearchIndex',
] as const;

/** Methods that only read (`aggregate` is refused on jongodb when its pipeline writes with $out or $merge). */
export const READ_ONLY_COLLECTION_METHODS = [
  'findOne',
  'find',
  'options',
  'isCapped',
  'listIndexes',
  'indexExists',
  'indexInformation',
  'estimatedDocumentCount',
  'countDocuments',
  'distinct',
  'indexes',
  'watch',
  'count',
  'listSearchIndexes',
  'aggregate',
] as const;

/**
 * Methods that write only through another queued method (insertMany calls bulkWrite, bulkWrite builds a
 * bulk operation and executes it, createSearchIndex calls createSearchIndexes). Queuing them too would
 * make the inner write wait for the turn of its own outer call.
 */
export const QUEUED_THROUGH_INNER_METHODS = ['insertMany', 'bulkWrite', 'createSearchIndex'] as const;

/** Bulk builders (bulkWrite uses them too): their `execute` is queued. */
export const QUEUED_AT_EXECUTE_METHODS = ['initializeUnorderedBulkOp', 'initializeOrderedBulkOp'] as const;

/** Accessors and fields of the Collection prototype, not operations. */
export const COLLECTION_PROPERTIES = [
  'constructor',
  'dbName',
  'collectionName',
  'namespace',
  'fullNamespace',
  'readConcern',
  'readPreference',
  'bsonOptions',
  'writeConcern',
  'hint',
  'timeoutMS',
] as const;

type AnyMethod = (...args: unknown[]) => unknown;
const QUEUED = Symbol.for('citygames.jongodbWriteQueue');

/**
 * How long a write waits for its turn before it is refused, unrun. Only a stuck turn waits this long:
 * a write inside a transaction that forgot the transaction's session waits for the very turn it is
 * part of, and would otherwise hang its request for ever.
 */
const DEFAULT_WAIT_LIMIT_MS = 30_000;
let waitLimitMs = DEFAULT_WAIT_LIMIT_MS;
export const WRITE_QUEUE_TIMEOUT_MESSAGE = '服务器正忙，这次操作没有保存，请稍后再试';

/** Tests shorten the wait limit; `undefined` restores the default. */
export function setWriteQueueWaitLimit(ms: number | undefined): void {
  waitLimitMs = ms ?? DEFAULT_WAIT_LIMIT_MS;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs work when every earlier queued write or transaction of this process has finished. A write that
 * waited longer than the limit is refused with 503 WRITE_QUEUE_TIMEOUT and never runs.
 */
export function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let abandoned = false;
    const timer = setTimeout(() => {
      abandoned = true;
      reject(new HttpError(503, 'WRITE_QUEUE_TIMEOUT', WRITE_QUEUE_TIMEOUT_MESSAGE, { retryAfter: 3 }));
    }, waitLimitMs);
    const turn = async () => {
      clearTimeout(timer);
      if (abandoned) return;
      try {
        resolve(await work());
      } catch (error) {
        reject(error);
      }
    };
    queue = queue.then(turn, turn);
  });
}

/**
 * Which turn of the queue a session's writes belong to. A turn is not followed through the async
 * context (AsyncLocalStorage): on Node 20 an enabled AsyncLocalStorage runs hooks on every promise of
 * the process, which cost a fifth of a service's time on a hot read. So a transaction's writes are
 * known by the session they carry, and they must carry it (as they must on MongoDB to be part of it).
 */
const sessionsInTurn = new WeakSet<object>();

/** Runs a transaction's work as the current turn of the queue: writes passing `session` run at once. */
export async function inTransactionTurn<T>(session: ClientSession, work: (session: ClientSession) => Promise<T>): Promise<T> {
  sessionsInTurn.add(session);
  try {
    return await work(session);
  } finally {
    sessionsInTurn.delete(session);
  }
}

/** Whether a write's options place it in the running turn: a session registered by inTransactionTurn. */
function inRunningTurn(args: readonly unknown[]): boolean {
  return args.some((arg) => {
    const session = (arg as { session?: unknown } | null)?.session;
    return typeof session === 'object' && session !== null && sessionsInTurn.has(session);
  });
}

/** Which collections' writes are queued: the driver's Collection of the jongodb clients. */
const jongodbClients = new WeakSet<object>();

/**
 * Marks a connected client as talking to jongodb and, once per process, wraps the driver's write
 * methods so that writes through such a client wait in the queue, except a transaction's own writes,
 * which run in its turn. Writes through other clients (a real MongoDB in the same process) are untouched.
 */
export function queueWritesOf(client: object): void {
  jongodbClients.add(client);
  const prototype = mongoose.mongo.Collection.prototype as unknown as Record<string, AnyMethod> & { [QUEUED]?: true };
  if (prototype[QUEUED]) return;
  prototype[QUEUED] = true;
  for (const method of QUEUED_COLLECTION_METHODS) {
    const original = prototype[method];
    if (!original) continue;
    prototype[method] = function queued(this: unknown, ...args: unknown[]) {
      if (!onJongodb(this)) return original.apply(this, args);
      return queuedWrite(args, () => original.apply(this, args) as Promise<unknown>);
    };
  }
  for (const method of QUEUED_AT_EXECUTE_METHODS) {
    const original = prototype[method];
    if (!original) continue;
    prototype[method] = function queuedAtExecute(this: unknown, ...args: unknown[]) {
      const bulk = original.apply(this, args) as { execute: AnyMethod };
      if (!onJongodb(this)) return bulk;
      const execute = bulk.execute.bind(bulk);
      bulk.execute = (...executeArgs: unknown[]) => queuedWrite(executeArgs, () => execute(...executeArgs) as Promise<unknown>);
      return bulk;
    };
  }
  const aggregate = prototype.aggregate;
  if (aggregate) {
    prototype.aggregate = function refusedWhenWriting(this: unknown, ...args: unknown[]) {
      if (onJongodb(this) && pipelineWrites(args[0]))
        throw new Error("aggregate with $out/$merge cannot be serialised on jongodb: use the collection's write methods");
      return aggregate.apply(this, args);
    };
  }
}

/** A transaction's write runs at once in its turn; any other write waits for a turn of its own. */
function queuedWrite(args: readonly unknown[], write: () => Promise<unknown>): Promise<unknown> {
  return inRunningTurn(args) ? write() : runExclusive(write);
}

function onJongodb(collection: unknown): boolean {
  const client = (collection as { client?: object } | null)?.client;
  return client !== undefined && jongodbClients.has(client);
}

function pipelineWrites(pipeline: unknown): boolean {
  return Array.isArray(pipeline) && pipeline.some((stage) => typeof stage === 'object' && stage !== null && ('$out' in stage || '$merge' in stage));
}
