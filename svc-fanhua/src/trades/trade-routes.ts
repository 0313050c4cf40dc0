import { Router, type Request } from 'express';
import { z } from 'zod';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth-middleware';
import { objectIdString, parseInput } from '@citygames/service-kit/validation';
import { Types } from 'mongoose';
import type { FanhuaContext } from '../app-context.js';
import { addAssetToTeam, addAssetSchema } from '../admin/add-asset.js';
import { findTeamOf, requireTeamOf } from '../teams/team-access.js';
import { TRADE_MESSAGE_MAX } from './domain/trade-items.js';
import type { TradeAction } from './domain/trade-status.js';
import { TRADE_TEXTS } from './trade-errors.js';
import { actOnTrade, createTrade, findTradeFor, listTradesOfTeam } from './trade-service.js';
import { toTradeView } from './trade.model.js';

const idParams = z.object({ id: objectIdString });
// Each field may be missing: checkTradeItems answers the spec's message for what is wrong.
const looseItem = z.object({ type: z.unknown().optional(), arg: z.unknown().optional(), count: z.unknown().optional() });
const createSchema = z.object({
  to_team_id: z.union([z.string(), z.number()], { error: TRADE_TEXTS.targetRequired }).transform((value) => String(value).trim()).pipe(z.string().min(1, { error: TRADE_TEXTS.targetRequired })),
  items: z.array(looseItem, { error: '请至少添加一项交易物品' }),
  msg: z.string({ error: '留言必须是文字' }).trim().max(TRADE_MESSAGE_MAX, { error: `留言不能超过 ${TRADE_MESSAGE_MAX} 个字符` }).optional().default(''),
});

const ACTION_MESSAGES: Record<TradeAction, string> = {
  confirm: '交易已确认，等待对方处理',
  cancel: '交易已取消',
  accept: '交易完成',
  reject: '已拒绝该交易',
};

const tradeIdOf = (req: Request) => new Types.ObjectId(parseInput(idParams, req.params).id);

/**
 * Team-to-team trades under /api/fanhua/trade (the asset, leaderboard and area-trade routes of the
 * same prefix live in part 1's router), and the administrators' add-asset.
 */
export function createTeamTradeRouter(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/history', async (req, res) => {
    const { team } = await requireTeamOf(currentUser(req).id);
    const trades = await listTradesOfTeam(team._id);
    res.json({ success: true, team_id: String(team._id), trades: trades.map(toTradeView) });
  });

  router.get('/details/:id', async (req, res) => {
    const user = currentUser(req);
    const tradeId = tradeIdOf(req);
    const mine = await findTeamOf(user.id);
    const trade = await findTradeFor(tradeId, mine?.team._id ?? null, user.role === 'admin');
    res.json({ success: true, trade: toTradeView(trade) });
  });

  router.post('/create', async (req, res) => {
    const input = parseInput(createSchema, req.body ?? {});
    const trade = await createTrade(currentUser(req).id, { toTeamId: input.to_team_id, items: input.items, msg: input.msg }, ctx.now());
    res.status(201).json({ success: true, message: '交易已创建，请确认后发送给对方', trade_id: String(trade._id) });
  });

  for (const action of ['confirm', 'cancel', 'accept', 'reject'] as const) {
    router.post(`/${action}/:id`, async (req, res) => {
      const trade = await actOnTrade(currentUser(req).id, tradeIdOf(req), action, ctx.now());
      res.json({ success: true, message: ACTION_MESSAGES[action], trade: toTradeView(trade) });
    });
  }

  router.post('/add-asset', requireAdmin, async (req, res) => {
    const input = parseInput(addAssetSchema, req.body ?? {});
    const result = await addAssetToTeam(input);
    res.json({ success: true, message: `已为「${result.teamName}」添加${result.itemName}×${result.count}` });
  });

  return router;
}
