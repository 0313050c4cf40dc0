import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { requireAuth } from '@citygames/service-kit/auth/auth-middleware';
import { createServiceApp } from '@citygames/service-kit/http/create-app';
import { idempotentWrites } from '@citygames/service-kit/idempotency/idempotent-writes';
import { gameOpenGate } from '@citygames/service-kit/auth/game-open-gate';
import { gameRoutesFor, playerTokenCheck, previewAppOptions, type PreviewRole } from '@citygames/service-kit/organizer/preview/preview-role';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createNoticeRoutes } from '@citygames/service-kit/organizer/notices/notice-routes';
import { createAreaRoutes } from './areas/area.routes.js';
import { cryptoRandom, type Polish120Context } from './context.js';
import { noticeTeamOf } from './notices/notice-teams.js';
import { createOrganizerRoutes } from './organizer/organizer.routes.js';
import { createPuzzleRoutes } from './puzzles/puzzle.routes.js';
import { createScratchRoutes } from './scratch/scratch.routes.js';
import { createStartRoutes } from './start/start.routes.js';
import { createTaskRoutes } from './tasks/task.routes.js';
import { createTeamRoutes } from './teams/team.routes.js';
import { createXAreaRoutes } from './x-area/x-area.routes.js';
import { polish120TeamSuspended } from './teams/team-suspension.js';

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
  /** The studio's preview: the live service's instance, or this app is the preview instance (preview-role.ts). */
  preview?: PreviewRole;
}

export function buildApp(deps: Polish120AppDeps): Express {
  const ctx: Polish120Context = {
    logger: deps.logger ?? createLogger('svc-polish120'),
    now: deps.now ?? (() => new Date()),
    random: deps.random ?? cryptoRandom,
    publicKey: deps.publicKey,
    ...(deps.preview?.kind === 'live' ? { preview: deps.preview.instance } : {}),
  };

  // Health is answered by createServiceApp before these routes; everything here needs a polish120 token.
  const player = express.Router();
  player.use(requireAuth('polish120', ctx.publicKey, playerTokenCheck('polish120', deps.preview)), idempotentWrites(ctx.now));
  player.use(createStartRoutes(ctx));
  player.use(createTeamRoutes(ctx));
  player.use(createTaskRoutes(ctx));
  player.use(createXAreaRoutes(ctx));
  player.use(createAreaRoutes(ctx));
  player.use(createPuzzleRoutes(ctx));
  player.use(createScratchRoutes(ctx));
  player.use(createNoticeRoutes({ now: ctx.now, teamOf: noticeTeamOf }));
  const routes = express.Router();
  routes.use('/api/polish120', player);

  const gate = () =>
    gameOpenGate({
      game: 'polish120',
      publicKey: ctx.publicKey,
      now: ctx.now,
      logger: ctx.logger,
      ...(deps.gateCacheMs !== undefined ? { cacheMs: deps.gateCacheMs } : {}),
      teamSuspended: polish120TeamSuspended,
    });
  return createServiceApp({
    service: 'svc-polish120',
    healthPaths: ['/api/polish120/health'],
    logger: ctx.logger,
    routes: gameRoutesFor(deps.preview, { organizer: () => createOrganizerRoutes(ctx), gate, players: routes }),
    ...previewAppOptions(deps.preview),
  });
}
