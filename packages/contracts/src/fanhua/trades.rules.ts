/**
 * Rules of the fanhua team-to-team trade that the service enforces and the trade screen shows: the
 * statuses, the limits of an offer and the check of its items against the asset catalogue.
 */
// By package name: the remotes' bundler resolves a relative '.js' import only to a real .js file, and rules run in the browser.
import { RESOURCE_CATEGORIES, TALENT_TYPES, isResourceCategory } from './assets.rules.js';

/**
 * The life of a team-to-team trade. The initiator drafts it (pending), then either confirms it
 * (buyer_confirmed: the offer is now visible to the counterparty) or cancels it (cancelled, an end
 * state kept for the record and shown in no list). The counterparty settles a confirmed offer
 * (completed) or turns it down (rejected).
 */
export const TRADE_STATUSES = ['pending', 'buyer_confirmed', 'completed', 'rejected', 'cancelled'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/**
 * One line of a trade as the API sends it: a positive count is what the initiator gains (the
 * counterparty pays it), a negative one what the initiator pays. Talents carry arg null.
 */
export interface TradeItem {
  type: string;
  arg: string | null;
  count: number;
}

/** Talents and the four goods categories change hands; money and house do not. */
export const TRADABLE_TYPES: readonly string[] = [...TALENT_TYPES, ...Object.keys(RESOURCE_CATEGORIES)];
export const MAX_TRADE_ITEMS = 20;
export const MAX_TRADE_ITEM_COUNT = 9999;
export const TRADE_MESSAGE_MAX = 200;

export const TRADE_ITEM_MESSAGES = {
  noItems: '请至少添加一项交易物品',
  tooManyItems: `一次交易最多 ${MAX_TRADE_ITEMS} 项物品`,
  missingType: '请为所有物品选择资源类型',
  missingArg: '请为所有物品选择具体资源',
  badCount: '请为所有物品输入有效数量',
  countTooLarge: `单项数量不能超过 ${MAX_TRADE_ITEM_COUNT}`,
  duplicate: '同一种物品只能出现一次，请合并数量',
} as const;

export type TradeItemsCheck = { ok: true; items: TradeItem[] } | { ok: false; message: string };

/**
 * Validates the items of a new trade against the catalogue and returns them in canonical form
 * (talents with arg null). Counts are whole numbers other than zero; each (type, item) at most once.
 */
export function checkTradeItems(items: readonly { type?: unknown; arg?: unknown; count?: unknown }[]): TradeItemsCheck {
  if (items.length === 0) return { ok: false, message: TRADE_ITEM_MESSAGES.noItems };
  if (items.length > MAX_TRADE_ITEMS) return { ok: false, message: TRADE_ITEM_MESSAGES.tooManyItems };
  const canonical: TradeItem[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const type = typeof item.type === 'string' ? item.type : '';
    if (!TRADABLE_TYPES.includes(type)) return { ok: false, message: TRADE_ITEM_MESSAGES.missingType };
    let arg: string | null = null;
    if (isResourceCategory(type)) {
      const candidate = typeof item.arg === 'string' ? item.arg : '';
      if (!(RESOURCE_CATEGORIES[type] as readonly string[]).includes(candidate)) {
        return { ok: false, message: TRADE_ITEM_MESSAGES.missingArg };
      }
      arg = candidate;
    }
    const count = item.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count === 0) {
      return { ok: false, message: TRADE_ITEM_MESSAGES.badCount };
    }
    if (Math.abs(count) > MAX_TRADE_ITEM_COUNT) return { ok: false, message: TRADE_ITEM_MESSAGES.countTooLarge };
    const key = `${type}/${arg ?? ''}`;
    if (seen.has(key)) return { ok: false, message: TRADE_ITEM_MESSAGES.duplicate };
    seen.add(key);
    canonical.push({ type, arg, count });
  }
  return { ok: true, items: canonical };
}
