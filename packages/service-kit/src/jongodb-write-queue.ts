import { AsyncLocalStorage } from 'node:async_hooks';
import mongoose from 'mongoose';
import { countCollectionChange } from './collection-changes.js';

/**
 * jongodb (the embedded lane of the tests and of a trial run) cannot run a write next to a
 * transaction: measured on 8.0.0-jongodb, 60 plain `insertOne`s acknowledged while another session
 * ran 30 transactions (findOneAndUpdate + insertOne) on the same collection left only 46–53 of
 * them, because a transaction writes its whole view of the collection back at commit. Its
 * findOneAndUpdate also checks the filter and applies the update as two steps. So on jongodb every
 * write of this process — every driver method below, and every transaction (see transaction.ts) —
 * runs one at a time through one queue, and the collection it wrote is reported to the local run's
 * snapshots (collection-changes.ts). On MongoDB nothing is queued.
 *
 * Every method of the driver's Collection is classified here; a driver upgrade that adds a method
 * fails `jongodb-write-queue.db.test.ts` until it is classified, so no write path can bypass the queue.
 */
export const QUEUED_COLLECTION_METHODS = [
  'insertOne',
  'insertMany',
  'bulkWrite',
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
  'createSearchIndex',
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

let queue: Promise<unknown> = Promise.resolve();
/** Set while this async context holds the queue, so nested calls run at once instead of deadlocking. */
const holdingQueue = new AsyncLocalStorage<true>();

/** Runs work when every earlier queued write or transaction of this process has finished. */
export function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  if (holdingQueue.getStore()) return work();
  // `await` inside the scope: a returned thenable (a mongoose Query) must execute while the queue is held.
  const held = () => holdingQueue.run(true, async () => await work());
  const result = queue.then(held, held);
  queue = result.catch(() => undefined);
  return result;
}

/** Which collections' writes are queued: the driver's Collection of the jongodb clients. */
const jongodbClients = new WeakSet<object>();

/**
 * Marks a connected client as talking to jongodb and, once per process, wraps the driver's write
 * methods so that writes through such a client wait in the queue. Writes through other clients
 * (a real MongoDB in the same process) are untouched.
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
      const holdsQueue = Boolean(holdingQueue.getStore());
      return runExclusive(() => original.apply(this, args) as Promise<unknown>).then(
        async (result) => {
          await countCollectionChange(this, holdsQueue);
          return result;
        },
        async (error: unknown) => {
          await countCollectionChange(this, holdsQueue);
          throw error;
        },
      );
    };
  }
  for (const method of QUEUED_AT_EXECUTE_METHODS) {
    const original = prototype[method];
    if (!original) continue;
    prototype[method] = function queuedAtExecute(this: unknown, ...args: unknown[]) {
      const bulk = original.apply(this, args) as { execute: AnyMethod };
      if (!onJongodb(this)) return bulk;
      const execute = bulk.execute.bind(bulk);
      bulk.execute = (...executeArgs: unknown[]) => {
        const holdsQueue = Boolean(holdingQueue.getStore());
        return runExclusive(() => execute(...executeArgs) as Promise<unknown>).finally(() => countCollectionChange(this, holdsQueue));
      };
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

function onJongodb(collection: unknown): boolean {
  const client = (collection as { client?: object } | null)?.client;
  return client !== undefined && jongodbClients.has(client);
}

function pipelineWrites(pipeline: unknown): boolean {
  return Array.isArray(pipeline) && pipeline.some((stage) => typeof stage === 'object' && stage !== null && ('$out' in stage || '$merge' in stage));
}
