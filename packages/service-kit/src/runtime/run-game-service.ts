import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Game } from '../auth/auth-token.js';
import { requirePemFromEnv } from '../auth/keys.js';
import { createLogger } from '../http/logger.js';
import { defaultDatabaseName } from '../data/platform-database.js';
import { PreviewInstance, workerPreviewStarter } from '../organizer/preview/preview-instance.js';
import type { PreviewLiveRole } from '../organizer/preview/preview-role.js';
import { configOrExit, portFromEnv, runService } from './run-service.js';

export interface GameServiceOptions {
  game: Game;
  /** PORT when it is unset (docs/CONTRACTS.md: 8101, 8102, 8103). */
  defaultPort: number;
  buildApp(deps: { publicKey: string; logger: Logger; preview?: PreviewLiveRole }): Express;
  /** The compiled preview entry (`new URL('./preview-main.js', import.meta.url)`), run in a Worker on first use. */
  previewEntry?: URL;
  /** SEED_DEMO=1: loads the demo content when the database has none. */
  seedDemo(logger: Logger): Promise<void>;
}

/**
 * The main of a game service: its logger, svc-auth's public key (JWT_PUBLIC_KEY[_FILE]), PORT,
 * MONGO_DB (default citygames_<game>) and SEED_DEMO from the environment, then runService. With a
 * preview entry, the studio's preview instance runs in a Worker on `<MONGO_DB>_preview` (preview-instance.ts).
 * A missing key or a bad port stops the service with a message before anything starts.
 */
export async function runGameService(options: GameServiceOptions): Promise<void> {
  const service = `svc-${options.game}`;
  const logger = createLogger(service);
  const publicKey = configOrExit(() => requirePemFromEnv('JWT_PUBLIC_KEY'));
  const port = configOrExit(() => portFromEnv(service, options.defaultPort));
  let preview: PreviewInstance | undefined;
  await runService({
    logger,
    dbName: process.env.MONGO_DB ?? defaultDatabaseName(options.game),
    port,
    beforeListen: async () => {
      if (process.env.SEED_DEMO === '1') await options.seedDemo(logger);
    },
    buildApp: (database) => {
      const entry = options.previewEntry;
      preview = entry && new PreviewInstance(options.game, workerPreviewStarter({ entry, mongoUri: database.uri, publicKey, logger }), logger);
      return options.buildApp({ publicKey, logger, ...(preview ? { preview: { kind: 'live', instance: preview } } : {}) });
    },
    beforeStop: async () => preview?.stop(),
  });
}
