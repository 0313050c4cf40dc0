import { randomInt } from 'node:crypto';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requireAuth } from '@citygames/service-kit/auth/auth-middleware';
import { createServiceApp } from '@citygames/service-kit/http/create-app';
import { notFound } from '@citygames/service-kit/http/errors';
import { gameOpenGate } from '@citygames/service-kit/auth/game-open-gate';
import { gameRoutesFor, playerTokenCheck, previewAppOptions, type PreviewRole } from '@citygames/service-kit/organizer/preview/preview-role';
import { createNoticeRoutes } from '@citygames/service-kit/organizer/notices/notice-routes';
import { idempotentWrites } from '@citygames/service-kit/idempotency/idempotent-writes';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createAdminRoutes } from './admin/admin.routes.js';
import { createAreaRoutes } from './areas/area.routes.js';
import type { PilotshContext } from './context.js';
import { noticeTeamOf } from './notices/notice-teams.js';
import { createOrganizerRoutes } from './organizer/organizer.routes.js';
import { createPuzzleRoutes } from './puzzles/puzzle.routes.js';
import { createTaskRoutes } from './tasks/task.routes.js';
import { createTeamRoutes } from './teams/team.routes.js';
import { pilotshTeamSuspended } from './teams/team-suspension.js';

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
  /** The studio's preview: the live service's instance, or this app is the preview instance (preview-role.ts). */
  preview?: PreviewRole;
}

const unknownApiPath: RequestHandler = (_req, _res, next) => next(notFound('接口不存在'));

export function buildApp(deps: PilotshAppDeps): Express {
  const ctx: PilotshContext = {
    publicKey: deps.publicKey,
    logger: deps.logger ?? createLogger('svc-pilotsh'),
    now: deps.now ?? (() => new Date()),
    roll: deps.roll ?? (() => randomInt(100)),
    ...(deps.preview?.kind === 'live' ? { preview: deps.preview.instance } : {}),
  };
  const players = express
    .Router()
    .use(
      '/api/pilotsh',
      requireAuth('pilotsh', ctx.publicKey, playerTokenCheck('pilotsh', deps.preview)),
      idempotentWrites(ctx.now),
      createAreaRoutes(ctx),
      createTaskRoutes(ctx),
      createPuzzleRoutes(),
      createTeamRoutes(ctx),
      createAdminRoutes(ctx),
      createNoticeRoutes({ now: ctx.now, teamOf: noticeTeamOf }),
      unknownApiPath,
    );
  const gate = () =>
    gameOpenGate({
      game: 'pilotsh',
      publicKey: ctx.publicKey,
      now: ctx.now,
      logger: ctx.logger,
      ...(deps.gateCacheMs !== undefined ? { cacheMs: deps.gateCacheMs } : {}),
      teamSuspended: pilotshTeamSuspended,
    });
  return createServiceApp({
    service: 'svc-pilotsh',
    healthPaths: ['/api/pilotsh/health'],
    logger: ctx.logger,
    routes: gameRoutesFor(deps.preview, { organizer: () => createOrganizerRoutes(ctx), gate, players }),
    ...previewAppOptions(deps.preview),
  });
}
