import { Router, type Express } from 'express';
import type { Logger } from 'pino';
import { requireAuth } from '@citygames/service-kit/auth-middleware';
import { createServiceApp } from '@citygames/service-kit/create-app';
import type { FanhuaContext } from './app-context.js';
import { rememberPlayer } from './players/remember-player.js';
import { createTeamRouter } from './teams/team-routes.js';
import { createAreaRouter } from './areas/area-routes.js';
import { createAreaTradeRouter } from './area-rewards/area-trade-router.js';
import { createAdminRouter } from './admin/admin-routes.js';
import { createRadioRouter } from './radio/radio-routes.js';
import { createRadioStreamRouter } from './radio/radio-stream-routes.js';
import { createRiskRouter } from './risk/risk-routes.js';
import { createTeamTradeRouter } from './trades/trade-routes.js';
import { gameOpenGate, routesWithOrganizer } from '@citygames/service-kit/game-open-gate';
import { fanhuaOrganizerRoutes } from './organizer/organizer.routes.js';

export interface FanhuaAppDeps {
  /** svc-auth's public key (PEM) for verifying tokens. */
  publicKey: string;
  logger: Logger;
  /** Injectable clock (opening times in tests). */
  now?: () => Date;
  /** Injectable random source in [0, 1) (bless rolls in tests). */
  random?: () => number;
  /** How long the open/closed state is trusted per process (tests pass 0). */
  gateCacheMs?: number;
}

/** The fanhua service: every /api/fanhua route behind a fanhua token, players remembered from it. */
export function buildApp(deps: FanhuaAppDeps): Express {
  const ctx: FanhuaContext = { logger: deps.logger, now: deps.now ?? (() => new Date()), random: deps.random ?? Math.random };
  const routes = Router();
  routes.use('/api/fanhua/msg/stream', createRadioStreamRouter(ctx)); // part 2: authenticated by a one-use ticket (EventSource sends no headers)
  routes.use('/api/fanhua', requireAuth('fanhua', deps.publicKey), rememberPlayer);

  routes.use('/api/fanhua/team', createTeamRouter(ctx));
  routes.use('/api/fanhua/area', createAreaRouter(ctx));
  routes.use('/api/fanhua/trade', createAreaTradeRouter(ctx));
  routes.use('/api/fanhua/trade', createTeamTradeRouter(ctx));
  routes.use('/api/fanhua/msg', createRadioRouter(ctx));
  routes.use('/api/fanhua/admin', createAdminRouter(ctx));
  routes.use('/api/fanhua/players', createRiskRouter(ctx));

  const gate = gameOpenGate({ game: 'fanhua', publicKey: deps.publicKey, now: ctx.now, logger: deps.logger, ...(deps.gateCacheMs !== undefined ? { cacheMs: deps.gateCacheMs } : {}) });
  return createServiceApp({ service: 'svc-fanhua', healthPaths: ['/api/fanhua/health'], logger: deps.logger, routes: routesWithOrganizer(fanhuaOrganizerRoutes(deps.publicKey, ctx.now), gate, routes) });
}
