import { isApiError } from '@citygames/web-kit/api-client';
import type { TradeItem, TradeStatus } from '@citygames/contracts/fanhua/trades.rules';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import type { TradeRowAction } from './trade-lists';

/** The status each step leaves a trade in when the server carried it out. */
const STATUS_AFTER: Record<TradeRowAction, TradeStatus> = {
  confirm: 'buyer_confirmed',
  cancel: 'cancelled',
  accept: 'completed',
  reject: 'rejected',
};

/**
 * Whether a failed write leaves its outcome open. A 4xx refusal (other than 409) is the server saying
 * no before writing anything; a lost reply (network, time-out), a 5xx (a gateway that gave up
 * waiting) or a 409 (the state moved on, perhaps by this very request whose reply was lost) may hide a
 * write that went through, so the server's state decides what the screen says.
 */
export function outcomeIsOpen(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind !== 'http') return true;
  return error.status >= 500 || error.status === 409;
}

/** What the server's state says about a step whose reply did not settle it. */
export type StepVerdict =
  /** The step went through (its reply was lost, or a repeat found it done). */
  | { kind: 'done' }
  /** Nothing happened: the trade is where it was. */
  | { kind: 'not-done' }
  /** Somebody else moved the trade on; `status` is where it is now. */
  | { kind: 'moved-on'; status: TradeStatus }
  /** The server could not be asked either. */
  | { kind: 'unknown' };

export function stepVerdict(action: TradeRowAction, before: TradeStatus, now: TradeStatus | null): StepVerdict {
  if (now === null) return { kind: 'unknown' };
  if (now === STATUS_AFTER[action]) return { kind: 'done' };
  if (now === before) return { kind: 'not-done' };
  return { kind: 'moved-on', status: now };
}

function sameItems(a: readonly TradeItem[], b: readonly TradeItem[]): boolean {
  const key = (item: TradeItem) => `${item.type}:${item.arg ?? ''}:${item.count}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((entry, index) => entry === right[index]);
}

/**
 * After a create whose reply was lost: the draft of my team to that team with exactly these items and
 * message that was not there before the call, if the server has one (then the create went through).
 */
export function createdDraft(
  trades: readonly Trade[],
  knownIds: ReadonlySet<string>,
  myTeamId: string,
  request: { to_team_id: string; items: readonly TradeItem[]; msg?: string | undefined },
): Trade | null {
  return (
    trades.find(
      (trade) =>
        !knownIds.has(trade.id) &&
        trade.status === 'pending' &&
        trade.from_team_id === myTeamId &&
        trade.to_team_id === request.to_team_id &&
        (trade.msg ?? '') === (request.msg ?? '') &&
        sameItems(trade.items, request.items),
    ) ?? null
  );
}

/** The history with one trade replaced by what the server just said (a cancelled one leaves the list, as the server's list does). */
export function withTrade(trades: readonly Trade[], fresh: Trade): Trade[] {
  if (fresh.status === 'cancelled') return trades.filter((trade) => trade.id !== fresh.id);
  return trades.some((trade) => trade.id === fresh.id) ? trades.map((trade) => (trade.id === fresh.id ? fresh : trade)) : [fresh, ...trades];
}
