import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { allExcept, queryKeys } from '../../../query-keys';
import { fetchTradeHistory } from '../api/trade-api';

/** While the page is open it re-reads the trades this often, so the other team's moves show up. */
const HISTORY_POLL_MS = 8000;

/**
 * My team's trades, re-read while the page is open. When one of them changes status (the other
 * leader accepted, say), every other view (the asset panel first) is stale and is refreshed.
 */
export function useTradeHistory(teamId: string) {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: queryKeys.tradeHistory,
    queryFn: fetchTradeHistory,
    enabled: Boolean(teamId),
    refetchInterval: HISTORY_POLL_MS,
  });

  const lastSignature = useRef<string | null>(null);
  useEffect(() => {
    if (!history.data) return;
    const signature = history.data.trades.map((trade) => `${trade.id}:${trade.status}`).join(',');
    if (lastSignature.current !== null && lastSignature.current !== signature) {
      void queryClient.invalidateQueries(allExcept(queryKeys.tradeHistory));
    }
    lastSignature.current = signature;
  }, [history.data, queryClient]);

  return history;
}
