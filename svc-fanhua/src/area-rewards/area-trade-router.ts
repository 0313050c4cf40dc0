import { Router } from 'express';
import { z } from 'zod';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { HttpError } from '@citygames/service-kit/errors';
import { parseInput } from '@citygames/service-kit/validation';
import type { FanhuaContext } from '../app-context.js';
import { listTeamAssets } from '../assets/asset-ledger.js';
import { hasTraded, markAreaTraded, tradeWithArea } from '../areas/area-actions.js';
import { requireActionableArea, requireArea, requireInArea } from '../areas/area-guards.js';
import { areaIdSchema, positionSchema } from '../areas/area-input.js';
import { isAssetType, isValidAssetKey } from '@citygames/contracts/fanhua-assets';
import { readLeaderboard } from '../leaderboard/read-leaderboard.js';
import { requireTeamOf } from '../teams/team-access.js';
import { teamIdOf } from '../teams/team-service.js';

const tradeWithAreaSchema = positionSchema.extend({
  area_id: areaIdSchema,
  reward_id: z.union([z.string().min(1).max(40), z.number().int()]).transform(String),
  /** Sent by the client for display; the server uses the stored conds. */
  conds: z.unknown().optional(),
});

const markSchema = z.object({ area_id: areaIdSchema });

const assetsQuerySchema = z.object({ team_id: z.string().trim().max(40).optional() });

const leaderboardQuerySchema = z
  .object({
    type: z.string().min(1, { error: '请选择资源类型' }),
    arg: z.string().default(''),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((query) => isAssetType(query.type) && isValidAssetKey(query.type, query.arg), { path: ['arg'], message: '未知的资源' });

/**
 * Part 1's routes under /api/fanhua/trade: assets, leaderboard and the area trades.
 * Part 2 mounts its own router (team trades) under the same prefix.
 */
export function createAreaTradeRouter(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/assets', async (req, res) => {
    const user = currentUser(req);
    const query = parseInput(assetsQuerySchema, req.query);
    let teamId;
    if (user.role === 'admin' && query.team_id) {
      teamId = teamIdOf(query.team_id);
      if (!teamId) throw new HttpError(400, 'BAD_TEAM_ID', '队伍编号格式不正确');
    } else {
      const { team } = await requireTeamOf(user.id);
      if (query.team_id && query.team_id !== String(team._id)) throw new HttpError(403, 'NOT_YOUR_TEAM', '只能查看自己队伍的资产');
      teamId = team._id;
    }
    res.json({ success: true, team_id: String(teamId), assets: await listTeamAssets(teamId) });
  });

  router.get('/leaderboard', async (req, res) => {
    const query = parseInput(leaderboardQuerySchema, req.query);
    const entries = await readLeaderboard(query.type, query.arg, query.limit);
    res.json({
      success: true,
      leaderboard: entries.map((entry, index) => ({ rank: index + 1, team_id: entry.teamId, team_name: entry.teamName, count: entry.count })),
    });
  });

  router.get('/check-area-traded/:areaKey', async (req, res) => {
    const user = currentUser(req);
    const areaId = parseInput(areaIdSchema, req.params.areaKey);
    const { team } = await requireTeamOf(user.id);
    res.json({ success: true, has_traded: await hasTraded(team._id, areaId) });
  });

  router.post('/mark-area-traded', async (req, res) => {
    const user = currentUser(req);
    const { area_id } = parseInput(markSchema, req.body ?? {});
    const { team } = await requireTeamOf(user.id);
    await requireArea(area_id);
    await markAreaTraded(team._id, user.id, area_id, ctx.now());
    res.json({ success: true, message: '已记录' });
  });

  router.post('/trade-with-area', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(tradeWithAreaSchema, req.body ?? {});
    const now = ctx.now();
    const { team } = await requireTeamOf(user.id);
    const area = await requireActionableArea(body.area_id, now, 'trade');
    const group = area.rewards.find((candidate) => candidate.id === body.reward_id);
    if (!group) throw new HttpError(404, 'REWARD_NOT_FOUND', '没有可用的奖励');
    await requireInArea({ playerId: user.id, teamId: String(team._id), area, position: body, purpose: 'area-trade', now });
    const traded_reward = await tradeWithArea(team._id, user.id, area, group, now);
    res.json({ success: true, message: '交易成功', traded_reward });
  });

  return router;
}
