import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import express, { Router, type Express, type RequestHandler } from 'express';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import type { Game } from '../../auth/auth-token.js';
import type { PackImportCommand } from '../content/content-pack.js';
import { announceDatabaseReset } from '../../data/database-reset.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { createLogger } from '../../http/logger.js';
import { writeToCollection } from '../../data/jongodb-write-queue.js';
import { connectMongo, disconnectMongo } from '../../data/mongo-connection.js';
import {
  PREVIEW_RESET_PATH,
  PREVIEW_SECRET_HEADER,
  PREVIEW_STATE_COLLECTION,
  PREVIEW_STATE_ID,
  type PreviewResetRequest,
  type PreviewState,
  type PreviewWorkerData,
} from './preview-instance.js';
import { PREVIEW_TEAM_NAME, previewPhoneOf, type PreviewPlayer } from './preview-player.js';
import type { PreviewInstanceRole } from './preview-role.js';

type Pack = Record<string, unknown>;

/** The preview player as the test team lists it (pilotsh and polish120 rosters are by phone). */
export interface PreviewTeamMember extends PreviewPlayer {
  phone: string;
}

/** What a game does on a preview reset, around its own import command (the same code path as publishing). */
export interface PreviewImport<Checked> {
  command: PackImportCommand<Checked>;
  /** The pack with its roster replaced by the one test team `预览队` (games whose pack has no roster return it as it is). */
  withPreviewTeam(pack: Pack, player: PreviewTeamMember): Pack;
  /** After the import: a game whose teams are not in its pack creates the test team its own way. */
  afterImport?(player: PreviewTeamMember, now: Date): Promise<void>;
}

/** A game's preview instance: its app in the preview role and its reset. */
export interface PreviewInstanceDefinition<Checked> {
  game: Game;
  buildApp(deps: { publicKey: string; logger: Logger; preview: PreviewInstanceRole }): Express;
  previewImport: PreviewImport<Checked>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** A whole pack (the studio's 2 MB) and the request around it. */
const RESET_BODY_LIMIT = '3mb';

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only the live service of this process: from loopback and with the secret it started the instance with. */
function onlyTheLiveService(secret: string): RequestHandler {
  return (req, _res, next) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !sameSecret(req.headers[PREVIEW_SECRET_HEADER], secret)) {
      return next(forbidden('只有本服务可以重置预览', 'PREVIEW_INTERNAL_ONLY'));
    }
    next();
  };
}

/** The preview database, for its record of what it was reset from (a collection without a model: written through writeToCollection). */
function previewDatabase(databaseName: string) {
  return mongoose.connection.useDb(databaseName, { useCache: true });
}

/** Empties every collection of the preview database (dropDatabase is not available on jongodb). */
async function emptyPreviewDatabase(databaseName: string): Promise<void> {
  await Promise.all(Object.values(mongoose.models).map((model) => model.deleteMany({})));
  await writeToCollection(previewDatabase(databaseName), PREVIEW_STATE_COLLECTION, (states) => states.deleteMany({}));
  announceDatabaseReset();
}

/**
 * The preview instance's internal endpoint, `POST /internal/preview/reset`: empties its database and
 * imports the pack through the game's import command with the test team, then records what it was
 * reset from. Reached only from loopback with the per-process secret; the live service's forwarder
 * never forwards this path or that header.
 */
export function previewInternalRoutes<Checked>(options: {
  secret: string;
  previewImport: PreviewImport<Checked>;
  databaseName: () => string;
  now?: () => Date;
}): Router {
  const { previewImport } = options;
  const router = Router();
  // Two organisers resetting at once: one reset after the other, never one's import into the other's emptied database.
  let previous: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = previous.then(work, work);
    previous = turn.catch(() => undefined);
    return turn;
  };
  router.post(PREVIEW_RESET_PATH, onlyTheLiveService(options.secret), express.json({ limit: RESET_BODY_LIMIT, inflate: false }), async (req, res) => {
    const request = req.body as PreviewResetRequest;
    const player: PreviewTeamMember = { ...request.player, phone: previewPhoneOf(request.player.id) };
    const checked = previewImport.command.check(previewImport.withPreviewTeam(request.pack, player));
    if (!checked.ok) throw new HttpError(422, 'PACK_INVALID', `预览用的活动包有 ${checked.issues.length} 处问题`, { issues: checked.issues });
    const state: PreviewState = { from: request.from, draftVersion: request.draftVersion, startedAt: request.startedAt, team: { name: PREVIEW_TEAM_NAME } };
    await oneAtATime(async () => {
      await emptyPreviewDatabase(options.databaseName());
      await previewImport.command.importPack(checked.pack, new Set());
      await previewImport.afterImport?.(player, (options.now ?? (() => new Date()))());
      // Another replica's instance may reset the same database: the state is replaced, never inserted twice.
      await writeToCollection<{ _id: string } & PreviewState, unknown>(previewDatabase(options.databaseName()), PREVIEW_STATE_COLLECTION, (states) =>
        states.replaceOne({ _id: PREVIEW_STATE_ID }, state, { upsert: true }),
      );
    });
    res.json(state);
  });
  return router;
}

/**
 * The body of a game's `src/preview-main.ts`, run in the Worker the live service starts
 * (preview-instance.ts): connects to the preview database, serves the game's player routes in the
 * preview role on 127.0.0.1 (an ephemeral port, posted to the live service), and stops when told.
 */
export async function runPreviewWorker<Checked>(definition: PreviewInstanceDefinition<Checked>): Promise<void> {
  if (!parentPort) throw new Error('preview-main runs only in the Worker the game service starts');
  const port = parentPort;
  const data = workerData as PreviewWorkerData;
  const logger = createLogger(`svc-${definition.game}-preview`);
  await connectMongo(data.mongoUri, data.dbName, logger);
  const internal = previewInternalRoutes({ secret: data.secret, previewImport: definition.previewImport, databaseName: () => data.dbName });
  const app = definition.buildApp({ publicKey: data.publicKey, logger, preview: { kind: 'instance', internal } });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('preview instance has no port');
  logger.info({ port: address.port, database: data.dbName }, 'preview instance listening');
  port.postMessage({ port: address.port });
  port.once('message', () => {
    server.closeAllConnections();
    server.close(() => {
      void disconnectMongo()
        .catch(() => undefined)
        .finally(() => process.exit(0));
    });
  });
}
