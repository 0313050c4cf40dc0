import { Router, type RequestHandler } from 'express';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth/auth-middleware';
import { gameAdminActor } from '@citygames/service-kit/organizer/console/organizer-actions';
import { HttpError } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { AddAssetInput } from '@citygames/contracts/fanhua/admin.schema';
import { AssetsQuery, LeaderboardQuery } from '@citygames/contracts/fanhua/assets.schema';
import { requireTeamJoining } from '../teams/team-access.js';
import { teamIdOf } from '../teams/team.repository.js';
import { addAssetToTeam } from './add-asset.js';
import { readLeaderboard } from './read-leaderboard.js';
import { readFrozenLeaderboard } from './frozen-leaderboard.js';
import { boardFreezeNow } from './board-freeze.js';
import { assetLinesOf, listTeamAssets, teamAssetsLookup, type JoinedAssets } from './team-asset.repository.js';
import { texts } from '../texts.js';

/**
 * /trade/assets, /trade/leaderboard and the administrators' /trade/add-asset: what teams hold. The service's clock given
 * here is also the one every standings-changing write judges the board's freeze by (board-freeze.ts).
 */
export function createTeamAssetRoutes(now: () => Date): Router {
  const router = Router();

  router.get('/trade/assets', teamAssetsHandler);

  router.get('/trade/leaderboard', async (req, res) => {
    const query = parseInput(LeaderboardQuery, req.query);
    const freeze = await boardFreezeNow(now());
    const entries = freeze
      ? await readFrozenLeaderboard(freeze, query.type, query.arg, query.limit)
      : await readLeaderboard(query.type, query.arg, query.limit);
    res.json({
      success: true,
      frozen_at: freeze?.frozenAt.toISOString() ?? null,
      leaderboard: entries.map((entry, index) => ({ rank: index + 1, team_id: entry.teamId, team_name: entry.teamName, count: entry.count })),
    });
  });

  router.post('/trade/add-asset', requireAdmin, addAssetHandler(now));

  return router;
}

/** GET /trade/assets: the caller's team's assets; an administrator may name any team (`team_id`). */
export const teamAssetsHandler: RequestHandler = async (req, res) => {
  const user = currentUser(req);
  const query = parseInput(AssetsQuery, req.query);
  if (user.role === 'admin' && query.team_id) {
    const teamId = teamIdOf(query.team_id);
    if (!teamId) throw new HttpError(400, 'BAD_TEAM_ID', texts.asset.badTeamId);
    res.json({ success: true, team_id: String(teamId), assets: await listTeamAssets(teamId) });
    return;
  }
  // The player's team comes with its inventory, in one round trip.
  const { team, joined } = await requireTeamJoining<JoinedAssets>(user.id, [teamAssetsLookup('teamId')]);
  if (query.team_id && query.team_id !== String(team._id)) throw new HttpError(403, 'NOT_YOUR_TEAM', texts.asset.notYourTeam);
  res.json({ success: true, team_id: String(team._id), assets: assetLinesOf(joined.teamAssets) });
};

/** POST /trade/add-asset; the caller guards it (a game administrator, or an organiser acting as one). */
export const addAssetHandler =
  (now: () => Date): RequestHandler =>
  async (req, res) => {
    const input = parseInput(AddAssetInput, req.body ?? {});
    const result = await addAssetToTeam(input, gameAdminActor(currentUser(req), 'fanhua', req.organizer), now());
    res.json({ success: true, message: texts.asset.added(result.teamName, result.itemName, result.count) });
  };
