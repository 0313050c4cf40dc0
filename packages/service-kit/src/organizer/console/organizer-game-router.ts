import { Router } from 'express';
import { ActivityFeedQuery, type ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { OrganizerActionsQuery, type OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import type { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import type { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { GAME_TITLES } from '@citygames/contracts/organizer/games.rules';
import type { Game } from '../../auth/auth-token.js';
import { notFound } from '../../http/errors.js';
import { idempotentWrites } from '../../idempotency/idempotent-writes.js';
import { readActivityFeed } from './activity-feed.js';
import { requireOrganizer } from '../../auth/organizer-auth.js';
import { organizerActionsCsv, organizerActionsPage } from './organizer-actions.js';
import { countActivePlayers } from '../../auth/player-activity.js';
import { rankedResultsCsv, rankResults, type UnrankedResult } from './ranked-results.js';
import { sendCsv } from '../../pure/results-csv.js';
import { studioMediaRouter } from '../studio/studio-image-routes.js';
import { parseInput } from '../../http/validation.js';

/** What the game counts itself; the router adds the active players. */
export type GameSummaryCounts = Omit<GameSummary, 'activePlayers'>;

/** A game's standings before ranking, and what its score counts. */
export interface GameResults {
  scoreName: string;
  read: () => Promise<UnrankedResult[]>;
}

/**
 * The organiser's router of one game, `/api/<game>/organizer/…`, behind organiser tokens: the summary
 * of the overview, this service's audit log and activity feed, the ranked results (JSON and CSV);
 * `extend` adds the game's own organiser routes.
 */
export function organizerGameRouter(options: {
  game: Game;
  publicKey: string;
  now: () => Date;
  summary: () => Promise<GameSummaryCounts>;
  results: GameResults;
  extend?: (api: Router) => void;
}): Router {
  const router = Router();
  const api = Router();
  const title = GAME_TITLES[options.game];
  // The studio's pictures: public, and before the game-open gate like the organiser's routes (studio-image-routes.ts).
  router.use(studioMediaRouter(options.game));
  router.use(`/api/${options.game}/organizer`, requireOrganizer(options.publicKey), idempotentWrites(options.now), api);
  api.get('/summary', async (_req, res) => {
    const [counts, activePlayers] = await Promise.all([options.summary(), countActivePlayers(options.now())]);
    const answer: GameSummary = { ...counts, activePlayers };
    res.json(answer);
  });
  api.get('/actions', async (req, res) => {
    const answer: OrganizerActionsResponse = await organizerActionsPage(parseInput(OrganizerActionsQuery, req.query));
    res.json(answer);
  });
  api.get('/actions.csv', async (_req, res) => {
    sendCsv(res, `${title}操作记录.csv`, await organizerActionsCsv(), 'actions.csv');
  });
  api.get('/activity', async (req, res) => {
    const answer: ActivityFeedResponse = await readActivityFeed(parseInput(ActivityFeedQuery, req.query), options.game);
    res.json(answer);
  });
  const rankedResults = async (): Promise<RankedResultsResponse> => ({ scoreName: options.results.scoreName, rows: rankResults(await options.results.read()) });
  api.get('/results', async (_req, res) => {
    res.json(await rankedResults());
  });
  api.get('/results.csv', async (_req, res) => {
    sendCsv(res, `${title}成绩.csv`, rankedResultsCsv(await rankedResults()));
  });
  options.extend?.(api);
  // An unknown organiser path is a 404, never a fall-through to the player routes (whose 401 would sign the console out).
  api.use((_req, _res, next) => next(notFound('没有这个组织者接口', 'NO_SUCH_ENDPOINT')));
  return router;
}
