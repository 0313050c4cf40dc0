import { assetDisplayName, isTalentType } from '@citygames/contracts/fanhua/assets.rules';
import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';
import type { AssetChange } from './asset-change.js';

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
