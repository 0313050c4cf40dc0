import { isResourceCategory, isTalentType } from '@citygames/contracts/fanhua/assets.rules';
import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';
import { TRADE_TEXTS } from './trade-texts';

/** One editable line of the create dialog; the count stays text until it is checked. */
export interface ItemDraft {
  key: string;
  type: string;
  arg: string;
  count: string;
}

export interface TradeDraft {
  toTeamId: string;
  gains: ItemDraft[];
  pays: ItemDraft[];
  msg: string;
}

let nextKey = 0;
export function emptyItem(type = '', arg = ''): ItemDraft {
  nextKey += 1;
  return { key: `item-${nextKey}`, type, arg, count: '1' };
}

export function emptyDraft(toTeamId = ''): TradeDraft {
  return { toTeamId, gains: [], pays: [], msg: '' };
}

/** The first problem of the draft, in the players' words, or null when it can be sent. */
export function validateDraft(draft: TradeDraft): string | null {
  if (!draft.toTeamId) return TRADE_TEXTS.validation.selectTarget;
  const items = [...draft.gains, ...draft.pays];
  if (items.length === 0) return TRADE_TEXTS.validation.noItems;
  if (items.some((item) => !item.type)) return TRADE_TEXTS.validation.selectType;
  if (items.some((item) => !isTalentType(item.type) && !(isResourceCategory(item.type) && item.arg))) return TRADE_TEXTS.validation.selectItem;
  if (items.some((item) => !/^\d+$/.test(item.count.trim()) || Number(item.count) <= 0)) return TRADE_TEXTS.validation.validCount;
  return null;
}

/** Gains as positive counts, payments as negative, talents with arg null (as the API wants). */
export function draftToItems(draft: TradeDraft): TradeItem[] {
  const toItem = (item: ItemDraft, sign: 1 | -1): TradeItem => ({
    type: item.type,
    arg: isTalentType(item.type) ? null : item.arg,
    count: Number(item.count) * sign,
  });
  return [...draft.gains.map((item) => toItem(item, 1)), ...draft.pays.map((item) => toItem(item, -1))];
}
