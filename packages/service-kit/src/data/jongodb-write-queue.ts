import mongoose, {
  type ClientSession,
  type Connection,
  type MongooseDocumentMiddleware,
  type MongooseQueryMiddleware,
  type PipelineStage,
  type Schema,
  type mongo,
} from 'mongoose';
import { HttpError } from '../http/errors.js';
import { isJongodb } from './jongodb-detection.js';

/**
 * jongodb (the embedded lane of the tests and of a trial run) cannot run a write next to a
 * transaction: measured on 8.0.0-jongodb, 60 plain `insertOne`s acknowledged while another session
 * ran 30 transactions (findOneAndUpdate + insertOne) on the same collection left only 46–53 of
 * them, because a transaction writes its whole view of the collection back at commit. Its
 * findOneAndUpdate also checks the filter and applies the update as two steps. So on jongodb every
 * write of this process, and every transaction (see transaction.ts), runs one at a time through one
 * queue. On MongoDB nothing is queued.
 *
 * Writes reach the queue through mongoose's own extension points and the project's data access,
 * never by changing the driver:
 * - mongoose middleware, through one global plugin (`jongodbWriteQueuePlugin`, registered when
 *   mongo-connection.ts is loaded, before the models are compiled; connectMongo refuses a model
 *   compiled without it). An async pre hook of every query write (`QUERY_WRITES`: what
 *   `Model.updateOne`, `findByIdAndUpdate`, `Document#updateOne`, `Document#deleteOne` … run) and of
 *   a document's `save` (`create`, `insertOne`, `new Model().save()`) waits for a turn of its own;
 *   its post hook, or its error post hook when the write failed, ends the turn.
 * - `insertMany`, `bulkWrite` (and `bulkSave`, which writes through it) and `createCollection`, the
 *   model middleware: their hooks cannot hold a turn (mongoose 9 gives insertMany's pre hook no
 *   options, so no session, and both insertMany and bulkWrite return on several paths without their
 *   post hooks: a validation error, no operations, rawResult). The plugin overrides these model
 *   functions (`schema.static`, as mongoose lets a plugin do) by ones that hold a turn around
 *   mongoose's own and end it however it ends.
 * - `aggregate` with `$out`/`$merge` is refused on jongodb by a pre hook.
 * - Index builds (`buildIndexes`: `createIndexes`, never mongoose's automatic build, which
 *   connectMongo turns off) and the few writes mongoose has no middleware for (`writeToCollection`:
 *   the collection registry, the preview state) take the turn explicitly here. No code outside
 *   service-kit's data/ writes through the raw driver: eslint.config.js refuses it.
 */

/**
 * Every kind of query middleware mongoose has, write or read. A mongoose upgrade that adds a kind fails the
 * type check here until it is classified; the write kinds are the ones the plugin queues.
 */
const QUERY_MIDDLEWARE = {
  updateOne: 'write',
  updateMany: 'write',
  replaceOne: 'write',
  deleteOne: 'write',
  deleteMany: 'write',
  findOneAndUpdate: 'write',
  findOneAndDelete: 'write',
  findOneAndReplace: 'write',
  find: 'read',
  findOne: 'read',
  countDocuments: 'read',
  estimatedDocumentCount: 'read',
  distinct: 'read',
} as const satisfies Record<MongooseQueryMiddleware, 'write' | 'read'>;

export const QUERY_WRITES = (Object.keys(QUERY_MIDDLEWARE) as MongooseQueryMiddleware[]).filter((kind) => QUERY_MIDDLEWARE[kind] === 'write');

/**
 * Every kind of document middleware: `save` is queued by its own hooks; a document's updateOne and deleteOne
 * run as a query of the same kind (mongoose builds one and runs the document hooks in that query's exec hooks,
 * before its query hooks), so the query hooks queue them.
 */
export const DOCUMENT_MIDDLEWARE = {
  save: 'write',
  updateOne: 'write as a query',
  deleteOne: 'write as a query',
  validate: 'read',
} as const satisfies Record<MongooseDocumentMiddleware, 'write' | 'write as a query' | 'read'>;

/**
 * The functions of mongoose's Model, by how their writes wait for a turn. `jongodb-write-queue.db.test.ts`
 * fails when a mongoose upgrade adds a function that is in none of these lists or MODEL_FUNCTIONS_THAT_DO_NOT_WRITE.
 */
export const MODEL_WRITE_FUNCTIONS = {
  /** Build a query: queued by the query hooks. */
  throughQueryMiddleware: [
    'updateOne',
    'updateMany',
    'replaceOne',
    'deleteOne',
    'deleteMany',
    'findOneAndUpdate',
    'findByIdAndUpdate',
    'findOneAndDelete',
    'findByIdAndDelete',
    'findOneAndReplace',
  ],
  /** Save documents: queued by the save hooks. */
  throughSave: ['create', 'insertOne'],
  /** Overridden by the plugin to hold a turn around mongoose's own. */
  heldByThePlugin: ['insertMany', 'bulkWrite', 'createCollection'],
  /** Runs the documents' save middleware (which then stands aside) and writes through bulkWrite. */
  throughBulkWrite: ['bulkSave'],
  /** Index builds: only through buildIndexes here (eslint.config.js refuses them elsewhere); automatic builds are off. */
  throughBuildIndexes: [
    'init',
    'createIndexes',
    'ensureIndexes',
    'syncIndexes',
    'cleanIndexes',
    'createSearchIndex',
    'createSearchIndexes',
    'updateSearchIndex',
    'dropSearchIndex',
  ],
  /** Reads, except with $out/$merge, which the plugin refuses on jongodb. */
  refusedWhenWriting: ['aggregate'],
} as const;

export const MODEL_FUNCTIONS_THAT_DO_NOT_WRITE = [
  'find',
  'findOne',
  'findById',
  'findAndCount',
  'exists',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'where',
  'watch',
  'populate',
  'hydrate',
  'validate',
  'castObject',
  'applyDefaults',
  'applyVirtuals',
  'applyTimestamps',
  'translateAliases',
  'buildBulkWriteOperations',
  'listIndexes',
  'diffIndexes',
  'listSearchIndexes',
  // The model itself, its connection, sessions (only through runTransaction) and encryption settings.
  'compile',
  'recompileSchema',
  'discriminator',
  'useConnection',
  'startSession',
  'clientEncryption',
  'namespace',
  'inspect',
] as const;

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
 * Waits until every earlier turn of this process's queue has ended; answers the function that ends this one.
 * A turn not had within the wait limit is refused with 503 WRITE_QUEUE_TIMEOUT (and skipped when it comes).
 */
function takeTurn(): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let abandoned = false;
    const timer = setTimeout(() => {
      abandoned = true;
      reject(new HttpError(503, 'WRITE_QUEUE_TIMEOUT', WRITE_QUEUE_TIMEOUT_MESSAGE, { retryAfter: 3 }));
    }, waitLimitMs);
    const turn = () => {
      clearTimeout(timer);
      if (abandoned) return undefined;
      return new Promise<void>((end) => resolve(() => end()));
    };
    queue = queue.then(turn, turn);
  });
}

/**
 * Runs work when every earlier queued write or transaction of this process has finished. A write that
 * waited longer than the limit is refused with 503 WRITE_QUEUE_TIMEOUT and never runs.
 */
export async function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  const end = await takeTurn();
  try {
    return await work();
  } finally {
    end();
  }
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

/** Whether a write must wait for a turn of its own: on jongodb, unless its session places it in the running turn. */
async function needsTurn(connection: Connection | undefined, session: unknown): Promise<boolean> {
  if (!connection) return false;
  if (typeof session === 'object' && session !== null && sessionsInTurn.has(session)) return false;
  return isJongodb(connection);
}

/**
 * Runs a write mongoose's middleware does not see on `connection` in a turn of its own on jongodb (at
 * once when `session` is a running transaction's, and always on MongoDB).
 */
export async function withWriteTurn<T>(connection: Connection, session: ClientSession | null | undefined, work: () => Promise<T>): Promise<T> {
  return (await needsTurn(connection, session)) ? runExclusive(work) : work();
}

/**
 * The one way to write to a collection that has no model (the collection registry, the preview state, another
 * service's records in a test): `write` gets the collection in a turn of its own on jongodb.
 */
export function writeToCollection<T extends mongo.Document, R>(
  connection: Connection,
  name: string,
  write: (collection: mongo.Collection<T>) => Promise<R>,
): Promise<R> {
  return withWriteTurn(connection, undefined, () => write(connection.collection<T>(name)));
}

/**
 * Builds the indexes of `models` (every model of the connection unless given) in one turn on jongodb. The only
 * place indexes are built: mongoose's automatic build is off (mongo-connection.ts).
 */
export async function buildIndexes(
  connection: Connection,
  models: readonly { createIndexes(): Promise<unknown> }[] = Object.values(connection.models),
): Promise<void> {
  await withWriteTurn(connection, undefined, () => Promise.all(models.map((model) => model.createIndexes())));
}

/** The turn each running query or saving document holds, from its pre hook to its post hook. */
const heldTurns = new WeakMap<object, () => void>();

async function waitForTurn(holder: object, connection: Connection | undefined, session: unknown): Promise<void> {
  // A hook registered twice (a schema used by two models) finds the turn already held.
  if (heldTurns.has(holder) || !(await needsTurn(connection, session))) return;
  heldTurns.set(holder, await takeTurn());
}

function endTurn(holder: object): void {
  const end = heldTurns.get(holder);
  heldTurns.delete(holder);
  end?.();
}

type ModelFunction = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const modelFunctions = mongoose.Model as unknown as Record<'insertMany' | 'bulkWrite' | 'createCollection', ModelFunction>;
const { insertMany, bulkWrite, createCollection } = modelFunctions;

function sessionOf(options: unknown): ClientSession | null | undefined {
  return (options as { session?: ClientSession | null } | null | undefined)?.session;
}

/** A model function that holds a turn around mongoose's own; `optionsAt` is the position of its options. */
function heldAround(original: ModelFunction, optionsAt: number) {
  return function held(this: { db: Connection }, ...args: unknown[]): Promise<unknown> {
    return withWriteTurn(this.db, sessionOf(args[optionsAt]), () => original.apply(this, args));
  };
}

/** True when an aggregation writes (`$out`, `$merge`). */
export function pipelineWrites(pipeline: readonly PipelineStage[]): boolean {
  return pipeline.some((stage) => '$out' in stage || '$merge' in stage);
}

const queuedSchemas = new WeakSet<Schema>();

/**
 * The global mongoose plugin of the queue (see the top of this file). It acts only on jongodb: each hook asks
 * the connection of its model (isJongodb, answered once per client), so on MongoDB no write waits.
 */
export function jongodbWriteQueuePlugin(schema: Schema): void {
  queuedSchemas.add(schema);
  schema.pre(QUERY_WRITES, { document: false, query: true }, async function waitForQueryTurn() {
    await waitForTurn(this, this.model.db, this.getOptions().session);
  });
  schema.post(QUERY_WRITES, { document: false, query: true }, function endQueryTurn() {
    endTurn(this);
  });
  schema.post(QUERY_WRITES, { document: false, query: true, errorHandler: true }, function endFailedQueryTurn() {
    endTurn(this);
  });
  schema.pre('save', async function waitForSaveTurn() {
    // A subdocument saves inside its parent's save; bulkSave runs the save hooks ($op is not 'save') and writes through bulkWrite.
    if ((this as { $isSubdocument?: boolean }).$isSubdocument || this.$op !== 'save') return;
    await waitForTurn(this, (this.constructor as { db?: Connection }).db, this.$session());
  });
  schema.post('save', function endSaveTurn() {
    endTurn(this);
  });
  schema.post('save', { errorHandler: true }, function endFailedSaveTurn() {
    endTurn(this);
  });
  schema.pre('aggregate', async function refuseWritingPipeline() {
    if (pipelineWrites(this.pipeline()) && (await isJongodb(this.model().db)))
      throw new Error('aggregate with $out/$merge cannot be serialised on jongodb: write through the models instead');
  });
  schema.static('insertMany', heldAround(insertMany, 1));
  schema.static('bulkWrite', heldAround(bulkWrite, 1));
  schema.static('createCollection', heldAround(createCollection, 0));
}

let installed = false;

/** Registers the plugin for every model compiled from now on (once per process). */
export function installJongodbWriteQueue(): void {
  if (installed) return;
  installed = true;
  mongoose.plugin(jongodbWriteQueuePlugin);
}

/** Whether a model's writes go through the queue's plugin (a model compiled before it was registered does not). */
export function writesQueued(model: { schema: Schema; baseModelName?: string | undefined }): boolean {
  // A discriminator's schema is merged from its base model's, with the base's hooks and statics.
  return queuedSchemas.has(model.schema) || model.baseModelName !== undefined;
}
