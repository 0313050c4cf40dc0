import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { requireAuth } from '@citygames/service-kit/auth-middleware';
import { createServiceApp } from '@citygames/service-kit/create-app';
import { createLogger } from '@citygames/service-kit/logger';
import { areasRoutes } from './areas/areas.routes.js';
import { puzzlesRoutes } from './puzzles/puzzles.routes.js';
import { cryptoRandom, scratchRoutes } from './scratch/scratch.routes.js';
import { startRoutes } from './start/start.routes.js';
import { tasksRoutes } from './tasks/tasks.routes.js';
import { teamStatusRoutes } from './teams/team-status.routes.js';
import { xAreaRoutes } from './x-area/x-area.routes.js';
import { gameOpenGate, routesWithOrganizer } from '@citygames/service-kit/game-open-gate';
import { polish120OrganizerRoutes } from './organizer/organizer.routes.js';

export interface Polish120AppDeps {
  /** svc-auth's ES256 public key (PEM); tokens are verified locally. */
  publicKey: string;
  logger?: Logger;
  /** The clock of bans, solves and the event end (tests move it instead of waiting). */
  now?: () => Date;
  /** [0, 1) source of the scratch-card draw. */
  random?: () => number;
  /** How long the open/closed state is trusted per process (tests pass 0). */
  gateCacheMs?: number;
}

export function buildApp(deps: Polish120AppDeps): Express {
  const logger = deps.logger ?? createLogger('svc-polish120');
  const now = deps.now ?? (() => new Date());

  const routes = express.Router();
  // Health is answered by createServiceApp before these routes; everything here needs a polish120 token.
  routes.use('/api/polish120', requireAuth('polish120', deps.publicKey));
  routes.use(startRoutes(now));
  routes.use(teamStatusRoutes(now));
  routes.use(tasksRoutes(now));
  routes.use(xAreaRoutes(now));
  routes.use(areasRoutes());
  routes.use(puzzlesRoutes(now));
  routes.use(scratchRoutes(now, deps.random ?? cryptoRandom));

  return createServiceApp({
    service: 'svc-polish120',
    healthPaths: ['/api/polish120/health'],
    logger,
    routes: routesWithOrganizer(polish120OrganizerRoutes(deps.publicKey, now), gameOpenGate({ game: 'polish120', publicKey: deps.publicKey, now, logger, ...(deps.gateCacheMs !== undefined ? { cacheMs: deps.gateCacheMs } : {}) }), routes),
  });
}
