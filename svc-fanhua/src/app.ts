import { Router, type Express } from 'express';
import type { Logger } from 'pino';
import { requireAuth } from '@citygames/service-kit/auth-middleware';
import { createServiceApp } from '@citygames/service-kit/create-app';
import type { FanhuaContext } from './app-context.js';
import { rememberPlayer } from './players/remember-player.js';
import { createTeamRouter } from './teams/team-routes.js';

export interface FanhuaAppDeps {
  /** svc-auth's public key (PEM) for verifying tokens. */
  publicKey: string;
  logger: Logger;
  /** Injectable clock (opening times in tests). */
  now?: () => Date;
  /** Injectable random source in [0, 1) (bless rolls in tests). */
  random?: () => number;
}

/** The fanhua service: every /api/fanhua route behind a fanhua token, players remembered from it. */
export function buildApp(deps: FanhuaAppDeps): Express {
  const ctx: FanhuaContext = { logger: deps.logger, now: deps.now ?? (() => new Date()), random: deps.random ?? Math.random };
  const routes = Router();
  routes.use('/api/fanhua', requireAuth('fanhua', deps.publicKey), rememberPlayer);

  routes.use('/api/fanhua/team', createTeamRouter(ctx));

  return createServiceApp({ service: 'svc-fanhua', healthPaths: ['/api/fanhua/health'], logger: deps.logger, routes });
}
