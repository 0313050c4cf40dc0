import { RESOURCE_CATEGORIES, TALENT_TYPES, assetDisplayName, isResourceCategory, isTalentType } from '@citygames/contracts/fanhua-assets';
import type { TradeItem } from '@citygames/contracts/fanhua-trades';
import type { AssetChange } from '../../domain/asset-change.js';

/** Talents and the four goods categories change hands; money and house do not (see docs). */
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

function toChange(item: TradeItem, sign: 1 | -1): AssetChange {
  return { type: item.type, arg: isTalentType(item.type) ? '' : (item.arg ?? ''), count: item.count * sign };
}

/** Ledger changes of the initiating team: gains positive, payments negative, as stored. */
export function initiatorChanges(items: readonly TradeItem[]): AssetChange[] {
  return items.map((item) => toChange(item, 1));
}

/** Ledger changes of the counterparty: the mirror image. */
export function recipientChanges(items: readonly TradeItem[]): AssetChange[] {
  return items.map((item) => toChange(item, -1));
}

/** What the initiator gains and what it pays, each with positive counts. */
export function splitTradeItems(items: readonly TradeItem[]): { gained: TradeItem[]; paid: TradeItem[] } {
  return {
    gained: items.filter((item) => item.count > 0),
    paid: items.filter((item) => item.count < 0).map((item) => ({ ...item, count: -item.count })),
  };
}

/** '面包×3、智力×2', or '无' for an empty list. */
export function describeTradeItems(items: readonly TradeItem[]): string {
  if (items.length === 0) return '无';
  return items.map((item) => `${assetDisplayName(item.type, item.arg ?? '')}×${Math.abs(item.count)}`).join('、');
}
