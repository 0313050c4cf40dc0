import { Router, type Express } from 'express';
import type { Logger } from 'pino';
import { requireAuth } from '@citygames/service-kit/auth/auth-middleware';
import { createServiceApp } from '@citygames/service-kit/http/create-app';
import { idempotentWrites } from '@citygames/service-kit/idempotency/idempotent-writes';
import { gameOpenGate } from '@citygames/service-kit/auth/game-open-gate';
import { gameRoutesFor, playerTokenCheck, previewAppOptions, type PreviewRole } from '@citygames/service-kit/organizer/preview/preview-role';
import type { FanhuaContext } from './context.js';
import { cryptoRandom, type RandomSource } from './domain/random-source.js';
import { createAdminRoutes } from './admin/admin.routes.js';
import { createAreaTradeRoutes } from './area-trades/area-trade.routes.js';
import { createAreaRoutes } from './areas/area.routes.js';
import { createTeamAssetRoutes } from './assets/team-asset.routes.js';
import { createOrganizerRoutes } from './organizer/organizer.routes.js';
import { rememberPlayer } from './players/remember-player.js';
import { createRadioStreamRoutes, type RadioStreamOptions } from './radio/radio-stream.routes.js';
import { createRadioRoutes } from './radio/radio.routes.js';
import { createRiskRoutes } from './risk/risk.routes.js';
import { createTeamRoutes } from './teams/team.routes.js';
import { createTradeRoutes } from './trades/trade.routes.js';
import { fanhuaTeamSuspended } from './teams/team-suspension.js';

export interface FanhuaAppDeps {
  /** svc-auth's public key (PEM) for verifying tokens. */
  publicKey: string;
  logger: Logger;
  /** Injectable clock (opening times in tests). */
  now?: () => Date;
  /** Injectable random source in [0, 1) (bless rolls in tests); the operating system's by default. */
  random?: RandomSource;
  /** How long the open/closed state is trusted per process (tests pass 0). */
  gateCacheMs?: number;
  /** The radio stream's poll and heartbeat intervals (tests shorten the heartbeat). */
  radioStream?: RadioStreamOptions;
  /** The studio's preview: the live service's instance, or this app is the preview instance (preview-role.ts). */
  preview?: PreviewRole;
}

/** The fanhua service: every /api/fanhua route behind a fanhua token, players remembered from it. */
export function buildApp(deps: FanhuaAppDeps): Express {
  const ctx: FanhuaContext = {
    publicKey: deps.publicKey,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    random: deps.random ?? cryptoRandom,
    ...(deps.preview?.kind === 'live' ? { preview: deps.preview.instance } : {}),
  };
  const game = Router();
  // Before the Bearer check: EventSource sends no headers, so the stream is authenticated by a one-use ticket.
  game.use(createRadioStreamRoutes(ctx, deps.radioStream));
  game.use(requireAuth('fanhua', deps.publicKey, playerTokenCheck('fanhua', deps.preview)), rememberPlayer, idempotentWrites(ctx.now));
  game.use(createTeamRoutes(ctx));
  game.use(createAreaRoutes(ctx));
  game.use(createAreaTradeRoutes(ctx));
  game.use(createTeamAssetRoutes(ctx.now));
  game.use(createTradeRoutes(ctx));
  game.use(createRadioRoutes(ctx));
  game.use(createAdminRoutes(ctx));
  game.use(createRiskRoutes(ctx));

  const routes = Router();
  routes.use('/api/fanhua', game);
  const gate = () =>
    gameOpenGate({
      game: 'fanhua',
      publicKey: deps.publicKey,
      now: ctx.now,
      logger: deps.logger,
      ...(deps.gateCacheMs !== undefined ? { cacheMs: deps.gateCacheMs } : {}),
      teamSuspended: fanhuaTeamSuspended,
    });
  return createServiceApp({
    service: 'svc-fanhua',
    healthPaths: ['/api/fanhua/health'],
    logger: deps.logger,
    routes: gameRoutesFor(deps.preview, { organizer: () => createOrganizerRoutes(ctx), gate, players: routes }),
    ...previewAppOptions(deps.preview),
  });
}
