import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { connectMongo, disconnectMongo } from '../data/mongo-connection.js';
import { startEmbeddedMongo, type EmbeddedMongo } from '../data/embedded-mongo.js';
import { startIdempotencySweep } from '../idempotency/idempotency-sweep.js';

export interface RunServiceOptions {
  logger: Logger;
  /** Database of this service, e.g. 'citygames_pilotsh'. */
  dbName: string;
  port: number;
  host?: string;
  /** Gets the database the service connected to (a preview instance connects to the same server). */
  buildApp: (database: { uri: string; dbName: string }) => Express | Promise<Express>;
  /** Runs on SIGTERM/SIGINT once the last request is answered, before the database closes (stops a preview instance). */
  beforeStop?: () => Promise<void>;
  /** Runs once the database is connected, before listening (e.g. seeding demo content). */
  beforeListen?: () => Promise<void>;
}

/** PORT (or the default) as a port number; anything else is a configuration error. */
export function portFromEnv(service: string, defaultPort: number, env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`${service} 无法启动：PORT 不是有效端口（${env.PORT}）。\n${service} cannot start: PORT is not a valid port.`);
  }
  return port;
}

/** For a service's main: the value, or the configuration error printed and the process ended. */
export function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/**
 * Connects to MONGODB_URI (or an embedded lane when unset), listens, and drains on SIGTERM/SIGINT:
 * stop accepting, finish in-flight requests (at most 10 s), then close the database. Sweeps expired idempotency keys
 * meanwhile (idempotency-sweep.ts).
 */
export async function runService(options: RunServiceOptions): Promise<Server> {
  const { logger } = options;
  let embedded: EmbeddedMongo | undefined;
  let uri = process.env.MONGODB_URI;
  if (uri) {
    // `npm start` starts the embedded lane itself and names it in MONGODB_URI_LANE; otherwise the URI is the lane.
    const lane = process.env.MONGODB_URI_LANE || 'uri';
    const log = lane === 'jongodb' ? logger.warn.bind(logger) : logger.info.bind(logger);
    log({ lane }, `MongoDB lane: ${lane === 'uri' ? 'MONGODB_URI' : `embedded ${lane}, shared through MONGODB_URI`}`);
  } else {
    embedded = await startEmbeddedMongo({ stateDir: process.env.MONGO_STATE_DIR ?? '.data/mongo', persist: true });
    uri = embedded.uri;
    logger.warn({ lane: embedded.lane, persistent: embedded.persistent }, `MongoDB lane: embedded ${embedded.lane}`);
  }
  await connectMongo(uri, options.dbName, logger);
  // expired Idempotency-Keys leave on every lane, jongodb (no TTL monitor) included
  const stopSweep = startIdempotencySweep({ logger });
  await options.beforeListen?.();
  const app = await options.buildApp({ uri, dbName: options.dbName });
  // HOST: `npm start` sets 127.0.0.1 so only the gateway on the same machine reaches the service.
  const server = app.listen(options.port, options.host ?? (process.env.HOST || '0.0.0.0'));
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  logger.info({ port: options.port }, 'listening');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      stopSweep();
      await options.beforeStop?.().catch((error: unknown) => logger.warn({ err: error }, 'stopping failed'));
      await disconnectMongo().catch(() => undefined);
      await embedded?.stop();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}
