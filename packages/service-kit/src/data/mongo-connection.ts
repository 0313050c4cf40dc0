import mongoose, { type Connection, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { buildAllIndexes, markDatabaseClosing, watchDatabase } from './database-availability.js';
import { rememberJongodb } from './jongodb-detection.js';
import { buildIndexes, installJongodbWriteQueue, writesQueued } from './jongodb-write-queue.js';
import { countCommandsOf } from './mongo-command-count.js';

// On jongodb every write waits for its turn through this mongoose plugin (jongodb-write-queue.ts). A plugin only
// reaches the models compiled after it is registered, so it is registered as soon as this module is loaded: every
// main, command and test connects through it, and imports it before its models (connectMongo checks that).
installJongodbWriteQueue();

/** A request waits at most this long for a server before it is answered 503 DB_UNAVAILABLE. */
export const SERVER_SELECTION_TIMEOUT_MS = 1_500;
/** How long a starting service waits for its database to answer at all. */
const STARTUP_WAIT_MS = 60_000;

/**
 * The options of a connection. On both servers: no implicit `create` command (unique indexes would
 * silently never be built), no automatic index build (connectMongo builds them itself, in a turn of
 * the write queue on jongodb), no buffering of commands while disconnected (a request fails fast
 * instead of waiting 10 s), a short server selection. Only on jongodb: polled server monitoring
 * (its streaming hello drops the pool every second) with a 1 s heartbeat so a restarted jongodb
 * is noticed quickly. Real MongoDB keeps the driver's streaming monitoring (fast fail-over).
 */
export function mongoConnectOptions(dbName: string, jongodb: boolean) {
  return {
    dbName,
    autoCreate: false,
    autoIndex: false,
    bufferCommands: false,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    ...(jongodb ? { serverMonitoringMode: 'poll' as const, heartbeatFrequencyMS: 1_000 } : {}),
  };
}

/** Asks the server at uri which server it is (waiting up to waitMs for it to answer). */
export async function isJongodbServer(uri: string, waitMs = STARTUP_WAIT_MS): Promise<boolean> {
  // Polled monitoring for this one question: harmless on MongoDB, required on jongodb.
  const client = new mongoose.mongo.MongoClient(uri, { serverMonitoringMode: 'poll', serverSelectionTimeoutMS: waitMs });
  try {
    await client.connect();
    const info = await client.db('admin').command({ buildInfo: 1 });
    return String(info.version ?? '').includes('jongodb');
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Connects the default mongoose connection to one database, builds every model's indexes, and
 * keeps watching it (database-availability.ts: 503 while it is away, indexes rebuilt when it is
 * back). On jongodb every write of the process is queued (jongodb-write-queue.ts). The only way to connect.
 */
export async function connectMongo(uri: string, dbName: string, logger?: Pick<Logger, 'warn' | 'info' | 'error'>): Promise<Connection> {
  mongoose.set('strictQuery', true);
  requireQueuedWrites(mongoose.connection);
  const jongodb = await isJongodbServer(uri);
  await mongoose.connect(uri, { ...mongoConnectOptions(dbName, jongodb), monitorCommands: true });
  countCommandsOf(mongoose.connection.getClient());
  // The lane decides whether writes wait for their turn (jongodb-write-queue.ts): known before the first write.
  rememberJongodb(mongoose.connection, jongodb);
  await buildAllIndexes(mongoose.connection);
  buildIndexesOfLaterModels(mongoose.connection, logger);
  watchDatabase(mongoose.connection, logger);
  return mongoose.connection;
}

/** Refuses to connect when a model was compiled before the write queue's plugin was registered: on jongodb its writes could be lost. */
function requireQueuedWrites(connection: Connection): void {
  const unqueued = Object.values(connection.models).filter((model) => !writesQueued(model));
  if (unqueued.length > 0) {
    throw new Error(
      `models compiled before @citygames/service-kit/data/mongo-connection was loaded: ${unqueued.map((model) => model.modelName).join(', ')}. ` +
        'Their writes would not wait for their turn on jongodb: import mongo-connection (or runService, platform-database) before the models.',
    );
  }
}

const watchedForModels = new WeakSet<Connection>();

/** A model compiled after connecting (a module loaded later) has its indexes built as connectMongo built the others'. */
function buildIndexesOfLaterModels(connection: Connection, logger?: Pick<Logger, 'error'>): void {
  if (watchedForModels.has(connection)) return;
  watchedForModels.add(connection);
  connection.on('model', (model: Model<unknown>) => {
    buildIndexes(connection, [model]).catch((error: unknown) =>
      logger?.error({ err: error, model: model.modelName }, 'building the indexes of a model failed'),
    );
  });
}

export async function disconnectMongo(): Promise<void> {
  markDatabaseClosing();
  await mongoose.disconnect();
}
