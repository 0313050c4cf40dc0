import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import mongoose, { type Connection, type Model } from 'mongoose';
import { createLogger } from '../http/logger.js';
import { buildIndexes } from '../data/jongodb-write-queue.js';
import { announceDatabaseReset } from '../data/database-reset.js';
import type { PreviewStarter } from '../organizer/preview/preview-instance.js';
import { previewInternalRoutes, type PreviewInstanceDefinition } from '../organizer/preview/preview-worker.js';

/**
 * Points every model of this process at a connection (and drops what the process remembered of the
 * other database). `mongoose.models` is the default connection's own list, which useConnection
 * empties, so the models are listed again there: code that walks every model (emptying a database) still finds them.
 */
function useConnectionForAllModels(models: readonly Model<unknown>[], connection: Connection): void {
  for (const model of models) {
    if (model.db !== connection) model.useConnection(connection);
    mongoose.models[model.modelName] = model;
  }
  announceDatabaseReset();
}

/**
 * The API tests' preview instance: a Worker cannot load the TypeScript sources under vitest, so the
 * game's app runs in the preview role in this process, on a real loopback port (the forwarder and
 * the internal call go over HTTP as in a service). One mongoose is shared here, so while the
 * instance answers a request every model points at the preview database; the tests send their
 * requests one at a time, which keeps the live requests on the live database.
 */
export function inProcessPreviewStarter<Checked>(definition: PreviewInstanceDefinition<Checked>, publicKey: string): PreviewStarter {
  return async ({ dbName }) => {
    const live = mongoose.connection;
    const models = Object.values(mongoose.models) as Model<unknown>[];
    const previewDatabase = live.useDb(dbName, { useCache: true });
    const use = (connection: Connection) => useConnectionForAllModels(models, connection);
    use(previewDatabase);
    try {
      await buildIndexes(previewDatabase, models);
    } finally {
      use(live);
    }
    const secret = randomBytes(16).toString('hex');
    const internal = previewInternalRoutes({ secret, previewImport: definition.previewImport, databaseName: () => dbName });
    const app = definition.buildApp({ publicKey, logger: createLogger('preview-test'), preview: { kind: 'instance', internal } });
    const outer = express();
    outer.use((req, res, next) => {
      use(previewDatabase);
      // 'finish': the answer is handed to the socket, before the live side can read it and go on.
      res.once('finish', () => use(live));
      res.once('close', () => use(live));
      next();
    }, app);
    const server: Server = outer.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    let closed: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (closed = resolve));
    server.once('close', () => closed());
    return {
      origin: `http://127.0.0.1:${address.port}`,
      secret,
      ended,
      stop: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  };
}
