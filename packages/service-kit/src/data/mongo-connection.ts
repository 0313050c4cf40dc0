import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { registerCollections } from './collection-registry.js';
import { markDatabaseClosing, watchDatabase } from './database-availability.js';
import { countCommandsOf } from './mongo-command-count.js';
import { queueWritesOnJongodb } from './transaction.js';

/** A request waits at most this long for a server before it is answered 503 DB_UNAVAILABLE. */
export const SERVER_SELECTION_TIMEOUT_MS = 1_500;
/** How long a starting service waits for its database to answer at all. */
const STARTUP_WAIT_MS = 60_000;

/**
 * The options of a connection. On both servers: no implicit `create` command (unique indexes would
 * silently never be built), no buffering of commands while disconnected (a request fails fast
 * instead of waiting 10 s), a short server selection. Only on jongodb: polled server monitoring
 * (its streaming hello drops the pool every second) with a 1 s heartbeat so a restarted jongodb
 * is noticed quickly. Real MongoDB keeps the driver's streaming monitoring (fast fail-over).
 */
export function mongoConnectOptions(dbName: string, jongodb: boolean) {
  return {
    dbName,
    autoCreate: false,
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
 * back). On jongodb every write of the process is queued (transaction.ts). The only way to connect.
 */
export async function connectMongo(uri: string, dbName: string, logger?: Pick<Logger, 'warn' | 'info' | 'error'>): Promise<Connection> {
  mongoose.set('strictQuery', true);
  const jongodb = await isJongodbServer(uri);
  await mongoose.connect(uri, { ...mongoConnectOptions(dbName, jongodb), monitorCommands: true });
  countCommandsOf(mongoose.connection.getClient());
  await queueWritesOnJongodb();
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  if (jongodb) await registerCollections();
  watchDatabase(mongoose.connection, logger);
  return mongoose.connection;
}

export async function disconnectMongo(): Promise<void> {
  markDatabaseClosing();
  await mongoose.disconnect();
}
