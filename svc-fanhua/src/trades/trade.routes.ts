import { Router, type Request } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { parseInput } from '@citygames/service-kit/http/validation';
import { Types } from 'mongoose';
import type { FanhuaContext } from '../context.js';
import { TradeCreateInput, TradeIdParams } from '@citygames/contracts/fanhua/trades.schema';
import { findTeamOf, requireTeamOf } from '../teams/team-access.js';
import type { TradeAction } from '../domain/trade-status.js';
import { actOnTrade, createTrade, findTradeFor, listTradesOfTeam } from './trade.repository.js';
import { toTradeView, type TradeRecord } from './trade.model.js';
import { texts } from '../texts.js';

const ACTION_MESSAGES: Record<TradeAction, string> = {
  confirm: texts.trade.confirmed,
  cancel: texts.trade.cancelled,
  accept: texts.trade.accepted,
  reject: texts.trade.rejected,
};

const tradeIdOf = (req: Request) => new Types.ObjectId(parseInput(TradeIdParams, req.params).id);

/** Team-to-team trades: /trade/history, /trade/details, /trade/create and the steps of a trade. */
export function createTradeRoutes(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/trade/history', async (req, res) => {
    const { team } = await requireTeamOf(currentUser(req).id);
    const trades = await listTradesOfTeam(team._id);
    res.json({ success: true, team_id: String(team._id), trades: trades.map(toTradeView) });
  });

  router.get('/trade/details/:id', async (req, res) => {
    const user = currentUser(req);
    const tradeId = tradeIdOf(req);
    const mine = await findTeamOf(user.id);
    const trade = await findTradeFor(tradeId, mine?.team._id ?? null, user.role === 'admin');
    res.json({ success: true, trade: toTradeView(trade) });
  });

  router.post('/trade/create', async (req, res) => {
    const input = parseInput(TradeCreateInput, req.body ?? {});
    const answer = { status: 201, of: (trade: TradeRecord) => ({ success: true, message: texts.trade.created, trade_id: String(trade._id) }) };
    const trade = await createTrade(currentUser(req).id, { toTeamId: input.to_team_id, items: input.items, msg: input.msg }, ctx.now(), answer);
    res.status(answer.status).json(answer.of(trade));
  });

  for (const action of ['confirm', 'cancel', 'accept', 'reject'] as const) {
    router.post(`/trade/${action}/:id`, async (req, res) => {
      const answer = { of: (trade: TradeRecord) => ({ success: true, message: ACTION_MESSAGES[action], trade: toTradeView(trade) }) };
      res.json(answer.of(await actOnTrade(currentUser(req).id, tradeIdOf(req), action, ctx.now(), answer)));
    });
  }

  return router;
}
