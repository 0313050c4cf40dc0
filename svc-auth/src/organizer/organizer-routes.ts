import { Router } from 'express';
import { z } from 'zod';
import { GAMES, isGame, type Game } from '@citygames/service-kit/auth-token';
import { isDuplicateKeyError, notFound } from '@citygames/service-kit/errors';
import { currentOrganizer, requireOrganizer } from '@citygames/service-kit/organizer-auth';
import { latestOrganizerActions, recordOrganizerAction } from '@citygames/service-kit/organizer-actions';
import { runTransaction } from '@citygames/service-kit/transaction';
import { parseInput } from '@citygames/service-kit/validation';
import { AccountModel } from '../accounts/account.model.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { GameStateModel, gameOpenStates } from './game-state.model.js';
import { organizerLoginRoute } from './organizer-login.route.js';
import { GAME_TITLES, ORGANIZER_TEXTS } from './organizer-texts.js';

export interface OrganizerRoutesDeps {
  hasher: PasswordHasher;
  privateKey: string;
  publicKey: string;
  tokenTtlSeconds: number;
  now: () => Date;
}

const openSchema = z.object({ open: z.boolean({ error: 'open 必须是 true 或 false' }) });
const limitSchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(30) });

function gameParam(value: unknown): Game {
  if (!isGame(value)) throw notFound(ORGANIZER_TEXTS.unknownGame, 'UNKNOWN_GAME');
  return value;
}

/** The platform-level organiser endpoints under /api/organizer/ (see docs/organizer.md). */
export function organizerRoutes(deps: OrganizerRoutesDeps): Router {
  const router = Router();
  router.post('/api/organizer/login', organizerLoginRoute(deps));

  // Public: the landing page shows a closed game as 暂未开放.
  router.get('/api/organizer/games/state', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ games: await gameOpenStates() });
  });

  const organizerOnly = requireOrganizer(deps.publicKey);
  router.use('/api/organizer', organizerOnly);

  router.get('/api/organizer/me', (req, res) => {
    res.json({ organizer: currentOrganizer(req) });
  });

  router.put('/api/organizer/games/:game/state', async (req, res) => {
    const game = gameParam(req.params.game);
    const { open } = parseInput(openSchema, req.body);
    const organizer = currentOrganizer(req);
    const now = deps.now();
    const change = () =>
      runTransaction(async (session) => {
        await GameStateModel.updateOne({ game }, { $set: { open, updatedAt: now, updatedBy: organizer.name } }, { upsert: true, session });
        await recordOrganizerAction(
          organizer,
          { scope: game, action: open ? 'game.open' : 'game.close', summary: open ? ORGANIZER_TEXTS.gameOpened(GAME_TITLES[game]) : ORGANIZER_TEXTS.gameClosedAction(GAME_TITLES[game]) },
          now,
          session,
        );
      });
    try {
      await change();
    } catch (error) {
      // Two organisers creating the game's first state at once: the loser's upsert hits the unique index; the document exists now.
      if (!isDuplicateKeyError(error)) throw error;
      await change();
    }
    res.json({ game, open });
  });

  /** Registered players per game (the overview's counts). */
  router.get('/api/organizer/players/counts', async (_req, res) => {
    const counts = await AccountModel.aggregate<{ _id: string; count: number }>([{ $match: { role: 'user' } }, { $group: { _id: '$game', count: { $sum: 1 } } }]);
    res.json({ players: Object.fromEntries(GAMES.map((game) => [game, counts.find((entry) => entry._id === game)?.count ?? 0])) });
  });

  router.get('/api/organizer/actions', async (req, res) => {
    const { limit } = parseInput(limitSchema, req.query);
    res.json({ actions: await latestOrganizerActions(limit) });
  });

  router.use('/api/organizer', (_req, _res, next) => next(notFound('没有这个接口')));
  return router;
}
