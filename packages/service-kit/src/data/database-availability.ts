import type { RequestHandler } from 'express';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { registerCollections } from './collection-registry.js';
import { announceDatabaseReset } from './database-reset.js';
import { HttpError } from '../http/errors.js';
import { isJongodb } from './jongodb-detection.js';
import { buildIndexes } from './jongodb-write-queue.js';

/**
 * While the database is away, requests fail fast and honestly: `503 DB_UNAVAILABLE` with a Chinese
 * message, within the driver's server-selection time-out (mongo-connection.ts), never a hang or a 500.
 * After the database comes back, every model's indexes are built again before the service accepts
 * requests: a restarted embedded database starts without them, and a unique index missing for even
 * one request lets duplicates in.
 */
export const DB_UNAVAILABLE_MESSAGE = '数据库暂时连不上，请稍后再试（主办方的数据库正在恢复）';
const RETRY_AFTER_SECONDS = 3;

export function databaseUnavailable(): HttpError {
  return new HttpError(503, 'DB_UNAVAILABLE', DB_UNAVAILABLE_MESSAGE, { retryAfter: RETRY_AFTER_SECONDS });
}

/** Driver and mongoose errors that mean "no database right now", as opposed to a bad query. */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
  'PoolClosedError',
]);

export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
    // mongoose without buffering, while disconnected.
    if (name === 'MongooseError' && typeof message === 'string' && /before initial connection|Client must be connected|buffering timed out/.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface DatabaseState {
  ready: boolean;
  rebuilding: Promise<void> | null;
  /** Set by disconnectMongo: the disconnection that follows is not an outage. */
  closing: boolean;
}

const states = new WeakMap<Connection, DatabaseState>();

function stateOf(connection: Connection): DatabaseState {
  let state = states.get(connection);
  if (!state) {
    state = { ready: false, rebuilding: null, closing: false };
    states.set(connection, state);
  }
  return state;
}

/** True when the connection is up and every model's indexes exist. */
export function databaseReady(connection: Connection = mongoose.connection): boolean {
  return connection.readyState === 1 && stateOf(connection).ready;
}

/** Builds every registered model's indexes (idempotent: existing indexes are left as they are), in a turn of the write queue on jongodb. */
export async function buildAllIndexes(connection: Connection = mongoose.connection): Promise<void> {
  await buildIndexes(connection);
  if (await isJongodb(connection)) await registerCollections(connection);
}

/**
 * Marks the connection ready (connectMongo built the indexes) and watches it: on a loss it is not
 * ready; on reconnection the indexes are built again, then it is ready. Logs each change once.
 */
export function watchDatabase(connection: Connection = mongoose.connection, logger?: Pick<Logger, 'warn' | 'info' | 'error'>): void {
  const state = stateOf(connection);
  state.ready = true;
  state.closing = false;
  if ((connection as unknown as { __citygamesWatched?: true }).__citygamesWatched) return;
  (connection as unknown as { __citygamesWatched?: true }).__citygamesWatched = true;
  connection.on('disconnected', () => {
    if (state.ready && !state.closing) logger?.warn('database unavailable: answering 503 DB_UNAVAILABLE until it is back');
    state.ready = false;
  });
  const rebuild = () => {
    if (state.ready || state.rebuilding) return;
    state.rebuilding = buildAllIndexes(connection)
      .then(() => {
        // The database that came back may be a restored snapshot: nothing remembered of the old one holds.
        announceDatabaseReset();
        state.ready = true;
        logger?.info('database back: indexes checked, accepting requests again');
      })
      .catch((error: unknown) => {
        logger?.error({ err: error }, 'database back but building indexes failed: still answering 503');
        // The next heartbeat that reports the server up tries again.
      })
      .finally(() => {
        state.rebuilding = null;
      });
  };
  connection.on('reconnected', rebuild);
  connection.on('connected', rebuild);
  // After a failed index build, or an outage a request saw before mongoose did.
  connection.getClient().on('serverHeartbeatSucceeded', () => {
    if (!state.ready && connection.readyState === 1) rebuild();
  });
}

/**
 * A request saw the database fail (the driver may not have told mongoose yet): not ready until a
 * heartbeat succeeds and the indexes are checked again.
 */
export function markDatabaseUnavailable(connection: Connection = mongoose.connection): void {
  stateOf(connection).ready = false;
}

/** The service is closing its connection on purpose (shutdown): no outage to report. */
export function markDatabaseClosing(connection: Connection = mongoose.connection): void {
  const state = stateOf(connection);
  state.closing = true;
  state.ready = false;
}

/** Express middleware: 503 DB_UNAVAILABLE at once while the database is away or being re-indexed. */
export const requireDatabase: RequestHandler = (_req, _res, next) => {
  next(databaseReady() ? undefined : databaseUnavailable());
};
