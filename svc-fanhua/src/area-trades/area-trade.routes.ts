import { Router } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { HttpError } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { CheckAreaTradedParams, MarkAreaTradedInput, TradeWithAreaInput } from '@citygames/contracts/fanhua/area-trades.schema';
import type { FanhuaContext } from '../context.js';
import { requireActionableArea, requireArea, requireInArea } from '../areas/area-guards.js';
import { requireTeamOf } from '../teams/team-access.js';
import { hasTraded, markAreaTraded, tradeWithArea, type TradedReward } from './area-actions.js';
import { texts } from '../texts.js';

/** /trade/check-area-traded, /trade/mark-area-traded and /trade/trade-with-area: a team's one trade with an area. */
export function createAreaTradeRoutes(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/trade/check-area-traded/:areaKey', async (req, res) => {
    const user = currentUser(req);
    // The bare value is parsed, so a refusal names no field, as the key is part of the path.
    const areaId = parseInput(CheckAreaTradedParams.shape.areaKey, req.params.areaKey);
    const { team } = await requireTeamOf(user.id);
    res.json({ success: true, has_traded: await hasTraded(team._id, areaId) });
  });

  router.post('/trade/mark-area-traded', async (req, res) => {
    const user = currentUser(req);
    const { area_id } = parseInput(MarkAreaTradedInput, req.body ?? {});
    const { team } = await requireTeamOf(user.id);
    await requireArea(area_id);
    const answer = { of: () => ({ success: true, message: texts.area.recorded }) };
    await markAreaTraded(team._id, user.id, area_id, ctx.now(), answer);
    res.json(answer.of());
  });

  router.post('/trade/trade-with-area', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(TradeWithAreaInput, req.body ?? {});
    const now = ctx.now();
    const { team } = await requireTeamOf(user.id);
    const area = await requireActionableArea(body.area_id, now, 'trade');
    const group = area.rewards.find((candidate) => candidate.id === body.reward_id);
    if (!group) throw new HttpError(404, 'REWARD_NOT_FOUND', texts.area.noReward);
    await requireInArea({ playerId: user.id, teamId: String(team._id), area, position: body, purpose: 'area-trade', now });
    // The answer commits with the trade (runTransaction's answerOf): a retry after any failure hears it again.
    const answer = { of: (traded_reward: TradedReward) => ({ success: true, message: texts.area.traded, traded_reward }) };
    res.json(answer.of(await tradeWithArea(team._id, user.id, area, group, now, answer)));
  });

  return router;
}
