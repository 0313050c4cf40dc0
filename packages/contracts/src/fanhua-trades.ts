/** The fanhua trade as the trade endpoints send it and the remote shows it. */

/**
 * The life of a team-to-team trade. The initiator drafts it (pending), then either confirms it
 * (buyer_confirmed: the offer is now visible to the counterparty) or cancels it (cancelled, an end
 * state kept for the record and shown in no list). The counterparty settles a confirmed offer
 * (completed) or turns it down (rejected).
 */
export const TRADE_STATUSES = ['pending', 'buyer_confirmed', 'completed', 'rejected', 'cancelled'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/**
 * One line of a trade as the spec sends it: a positive count is what the initiator gains (the
 * counterparty pays it), a negative one what the initiator pays. Talents carry arg null.
 */
export interface TradeItem {
  type: string;
  arg: string | null;
  count: number;
}

/** The spec's trade shape (dates are UTC ISO strings). */
export interface TradeView {
  id: string;
  from_team_id: string;
  from_team_name: string;
  to_team_id: string;
  to_team_name: string;
  msg: string;
  status: TradeStatus;
  commission: number;
  create_at: string;
  confirm_at: string | null;
  finish_at: string | null;
  items: TradeItem[];
}
