import { Router } from 'express';
import { z } from 'zod';
import type { Game } from './auth-token.js';
import { requireOrganizer } from './organizer-auth.js';
import { latestOrganizerActions } from './organizer-actions.js';
import { countActivePlayers } from './player-activity.js';
import { parseInput } from './validation.js';

const limitSchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(30) });

export interface GameSummaryCounts {
  teams: number;
  playersInTeams: number;
  pack: { name: string } | null;
}

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
  router.use(`/api/${options.game}/organizer`, requireOrganizer(options.publicKey), api);
  api.get('/summary', async (_req, res) => {
    const [counts, activePlayers] = await Promise.all([options.summary(), countActivePlayers(options.now())]);
    res.json({ ...counts, activePlayers });
  });
  api.get('/actions', async (req, res) => {
    const { limit } = parseInput(limitSchema, req.query);
    res.json({ actions: await latestOrganizerActions(limit) });
  });
  options.extend?.(api);
  return router;
}
