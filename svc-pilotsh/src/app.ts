import { randomInt } from 'node:crypto';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createServiceApp } from '@citygames/service-kit/create-app';
import { createLogger } from '@citygames/service-kit/logger';
import { pilotshRoutes } from './http/routes.js';
import { gameOpenGate, routesWithOrganizer } from '@citygames/service-kit/game-open-gate';
import { pilotshOrganizerRoutes } from './organizer/organizer.routes.js';

export interface PilotshAppDeps {
  /** ES256 public key (PEM) of svc-auth, to verify tokens. */
  publicKey: string;
  logger?: Logger;
  /** The clock of bans and records (tests move it instead of waiting). */
  now?: () => Date;
  /** A uniform integer in [0, 100) for step draws (tests fix it). */
  roll?: () => number;
  /** How long the open/closed state is trusted per process (tests pass 0). */
  gateCacheMs?: number;
}

export function buildApp(deps: PilotshAppDeps): Express {
  const logger = deps.logger ?? createLogger('svc-pilotsh');
  return createServiceApp({
    service: 'svc-pilotsh',
    healthPaths: ['/api/pilotsh/health'],
    logger,
    routes: routesWithOrganizer(
      pilotshOrganizerRoutes({ publicKey: deps.publicKey, now: deps.now ?? (() => new Date()) }),
      gameOpenGate({ game: 'pilotsh', publicKey: deps.publicKey, now: deps.now ?? (() => new Date()), logger, ...(deps.gateCacheMs !== undefined ? { cacheMs: deps.gateCacheMs } : {}) }),
      pilotshRoutes({
        publicKey: deps.publicKey,
        now: deps.now ?? (() => new Date()),
        roll: deps.roll ?? (() => randomInt(100)),
      }),
    ),
  });
}
