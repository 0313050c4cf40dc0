import { useMutation } from '@tanstack/react-query';
import type { TradeView } from '@citygames/contracts/fanhua/trades.schema';
import type { TradeRowAction } from '../trade-lists';
import { acceptTrade, cancelTrade, confirmTrade, rejectTrade } from './trade-api';

const STEPS = { confirm: confirmTrade, cancel: cancelTrade, accept: acceptTrade, reject: rejectTrade } as const;

/** A leader's step on a trade: confirm, cancel, accept or reject. The caller reads the outcome again when the reply does not settle it. */
export function useTradeStep() {
  return useMutation({ mutationFn: ({ trade, action }: { trade: TradeView; action: TradeRowAction }) => STEPS[action](trade.id) });
}
