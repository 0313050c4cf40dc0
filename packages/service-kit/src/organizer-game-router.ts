import { Router } from 'express';
import { OrganizerActionsQuery, type OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import type { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import type { Game } from './auth-token.js';
import { idempotentWrites } from './idempotent-writes.js';
import { requireOrganizer } from './organizer-auth.js';
import { latestOrganizerActions } from './organizer-actions.js';
import { countActivePlayers } from './player-activity.js';
import { parseInput } from './validation.js';

/** What the game counts itself; the router adds the active players. */
export type GameSummaryCounts = Omit<GameSummary, 'activePlayers'>;

/**
 * The organiser's router of one game, `/api/<game>/organizer/…`, behind organiser tokens: the summary
 * of the overview and this service's audit log; `extend` adds the game's own organiser routes.
 */
export function organizerGameRouter(options: {
  game: Game;
  publicKey: string;
  now: () => Date;
  summary: () => Promise<GameSummaryCounts>;
  extend?: (api: Router) => void;
}): Router {
  const router = Router();
  const api = Router();
  router.use(`/api/${options.game}/organizer`, requireOrganizer(options.publicKey), idempotentWrites(options.now), api);
  api.get('/summary', async (_req, res) => {
    const [counts, activePlayers] = await Promise.all([options.summary(), countActivePlayers(options.now())]);
    const answer: GameSummary = { ...counts, activePlayers };
    res.json(answer);
  });
  api.get('/actions', async (req, res) => {
    const { limit } = parseInput(OrganizerActionsQuery, req.query);
    const answer: OrganizerActionsResponse = { actions: await latestOrganizerActions(limit) };
    res.json(answer);
  });
  options.extend?.(api);
  return router;
}
