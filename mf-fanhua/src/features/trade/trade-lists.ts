import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';

export type TradeRowAction = 'confirm' | 'cancel' | 'accept' | 'reject';

/** Drafts my team started, plus confirmed offers either way (the pending view). */
export function pendingTrades(trades: readonly Trade[], myTeamId: string): Trade[] {
  return trades.filter(
    (trade) =>
      (trade.status === 'pending' && trade.from_team_id === myTeamId) ||
      (trade.status === 'buyer_confirmed' && (trade.from_team_id === myTeamId || trade.to_team_id === myTeamId)),
  );
}

/** Settled trades only: completed ('accepted') and rejected. */
export function historyTrades(trades: readonly Trade[]): Trade[] {
  return trades.filter((trade) => trade.status === 'completed' || trade.status === 'rejected');
}

/**
 * What the row offers my team: the initiator confirms or cancels a draft and waits on a confirmed
 * offer; the counterparty accepts or rejects a confirmed offer.
 */
export function rowActions(trade: Trade, myTeamId: string): { actions: TradeRowAction[]; waiting: boolean } {
  const initiator = trade.from_team_id === myTeamId;
  if (trade.status === 'pending' && initiator) return { actions: ['confirm', 'cancel'], waiting: false };
  if (trade.status === 'buyer_confirmed') return initiator ? { actions: [], waiting: true } : { actions: ['accept', 'reject'], waiting: false };
  return { actions: [], waiting: false };
}

/** What my team gains and pays in a trade, with positive counts. */
export function itemsForTeam(trade: Trade, myTeamId: string): { gained: TradeItem[]; paid: TradeItem[] } {
  const sign = trade.from_team_id === myTeamId ? 1 : -1;
  const mine = trade.items.map((item) => ({ ...item, count: item.count * sign }));
  return {
    gained: mine.filter((item) => item.count > 0),
    paid: mine.filter((item) => item.count < 0).map((item) => ({ ...item, count: -item.count })),
  };
}

/** The other party's name, seen from my team. */
export function counterpartyName(trade: Trade, myTeamId: string): string {
  return trade.from_team_id === myTeamId ? trade.to_team_name : trade.from_team_name;
}
