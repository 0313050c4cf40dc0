import { z } from 'zod';
import { TRADE_ITEM_MESSAGES, TRADE_MESSAGE_MAX, TRADE_STATUSES } from './trades.rules.js';

/** One line of a trade (see TradeItem in trades.rules). */
export const TradeItemView = z.object({ type: z.string(), arg: z.string().nullable(), count: z.number() });

/** A team-to-team trade as the trade endpoints send it (dates are UTC ISO strings). */
export const TradeView = z.object({
  id: z.string(),
  from_team_id: z.string(),
  from_team_name: z.string(),
  to_team_id: z.string(),
  to_team_name: z.string(),
  msg: z.string(),
  status: z.enum(TRADE_STATUSES),
  commission: z.number(),
  create_at: z.string(),
  confirm_at: z.string().nullable(),
  finish_at: z.string().nullable(),
  items: z.array(TradeItemView),
});
export type TradeView = z.infer<typeof TradeView>;

/** :id of /trade/details, /trade/confirm, /trade/cancel, /trade/accept and /trade/reject. */
export const TradeIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: '编号格式不正确' }) });
export type TradeIdParams = z.infer<typeof TradeIdParams>;

const targetRequired = '请选择交易对象';

/** POST /trade/create. The items are checked by checkTradeItems (trades.rules) with its own messages. */
export const TradeCreateInput = z.object({
  to_team_id: z
    .union([z.string(), z.number()], { error: targetRequired })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: targetRequired })),
  // A missing key (a talent without `arg`) is taken as absent, not refused.
  items: z.array(z.object({ type: z.unknown().optional(), arg: z.unknown().optional(), count: z.unknown().optional() }), {
    error: TRADE_ITEM_MESSAGES.noItems,
  }),
  msg: z
    .string({ error: '留言必须是文字' })
    .trim()
    .max(TRADE_MESSAGE_MAX, { error: `留言不能超过 ${TRADE_MESSAGE_MAX} 个字符` })
    .optional()
    .default(''),
});
export type TradeCreateInput = z.input<typeof TradeCreateInput>;

/** POST /trade/create (201): the draft, still to be confirmed by its initiator. */
export const TradeCreateResponse = z.object({ success: z.literal(true), message: z.string(), trade_id: z.string() });
export type TradeCreateResponse = z.infer<typeof TradeCreateResponse>;

/** GET /trade/history: the trades the team is part of. */
export const TradeHistoryResponse = z.object({ success: z.literal(true), team_id: z.string(), trades: z.array(TradeView) });
export type TradeHistoryResponse = z.infer<typeof TradeHistoryResponse>;

/** GET /trade/details/:id */
export const TradeDetailsResponse = z.object({ success: z.literal(true), trade: TradeView });
export type TradeDetailsResponse = z.infer<typeof TradeDetailsResponse>;

/** POST /trade/{confirm,cancel,accept,reject}/:id: the trade after the step. */
export const TradeActionResponse = z.object({ success: z.literal(true), message: z.string(), trade: TradeView });
export type TradeActionResponse = z.infer<typeof TradeActionResponse>;
