import type { TradeStatus } from '@citygames/contracts/fanhua/trades.rules';

/** Who moves a trade from one status to the next (the statuses: @citygames/contracts/fanhua/trades.rules). */

export const TRADE_ACTIONS = ['confirm', 'cancel', 'accept', 'reject'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

export type TradeParty = 'initiator' | 'recipient';

interface Transition {
  from: TradeStatus;
  to: TradeStatus;
  by: TradeParty;
}

export const TRADE_TRANSITIONS: Record<TradeAction, Transition> = {
  confirm: { from: 'pending', to: 'buyer_confirmed', by: 'initiator' },
  cancel: { from: 'pending', to: 'cancelled', by: 'initiator' },
  accept: { from: 'buyer_confirmed', to: 'completed', by: 'recipient' },
  reject: { from: 'buyer_confirmed', to: 'rejected', by: 'recipient' },
};

export const FINISHED_STATUSES: readonly TradeStatus[] = ['completed', 'rejected', 'cancelled'];

export interface TradeParties {
  status: TradeStatus;
  fromTeamId: string;
  toTeamId: string;
}

export type TransitionCheck = { allowed: true; to: TradeStatus } | { allowed: false; status: 403 | 409; code: string; message: string };

const STATUS_NAMES: Record<TradeStatus, string> = {
  pending: '待确认',
  buyer_confirmed: '等待对方确认',
  completed: '已成交',
  rejected: '已拒绝',
  cancelled: '已取消',
};

export function tradeStatusName(status: TradeStatus): string {
  return STATUS_NAMES[status];
}

/** Which side of the trade a team is on, or null when it is neither. */
export function partyOf(trade: Pick<TradeParties, 'fromTeamId' | 'toTeamId'>, teamId: string): TradeParty | null {
  if (trade.fromTeamId === teamId) return 'initiator';
  if (trade.toTeamId === teamId) return 'recipient';
  return null;
}

/**
 * Whether the leader of `actingTeamId` may apply `action` to the trade as it stands now. The
 * caller still applies the change with a filter on the status it read, so a race loses cleanly.
 */
export function checkTransition(trade: TradeParties, action: TradeAction, actingTeamId: string): TransitionCheck {
  const transition = TRADE_TRANSITIONS[action];
  const party = partyOf(trade, actingTeamId);
  if (party !== transition.by) {
    const message = transition.by === 'initiator' ? '只有发起交易的队伍可以执行此操作' : '只有交易对方队伍可以执行此操作';
    return { allowed: false, status: 403, code: 'NOT_TRADE_PARTY', message };
  }
  if (trade.status !== transition.from) {
    return {
      allowed: false,
      status: 409,
      code: 'TRADE_STATE_CHANGED',
      message: `该交易当前状态为「${tradeStatusName(trade.status)}」，无法执行此操作`,
    };
  }
  return { allowed: true, to: transition.to };
}

/**
 * Whether a team's view lists the trade: the initiator sees every trade it started except
 * cancelled drafts; the counterparty sees an offer only once it is confirmed.
 */
export function isVisibleToTeam(trade: TradeParties, teamId: string): boolean {
  const party = partyOf(trade, teamId);
  if (party === null || trade.status === 'cancelled') return false;
  return party === 'initiator' || trade.status !== 'pending';
}
