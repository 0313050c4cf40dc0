import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../../../query-keys';
import { isResourceCategory, TALENT_DISPLAY_ORDER } from '../../../shared/asset-catalogue';
import { TEXTS } from '../../../texts';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { createTrade, fetchTradeDetails } from '../api/trade-api';
import { emptyDraft, emptyItem, type TradeDraft } from '../trade-draft';
import { tradeFailureText } from './use-trade-actions';
import { showToast } from '@citygames/web-kit/antd/feedback';

/**
 * The create dialog: its draft, opening it (leaders only), and sending it. A created trade goes
 * straight on to its confirm dialog (`confirm`); 'think again' leaves it in the pending list.
 */
export function useTradeComposer({ teamId, isLeader, confirm }: { teamId: string; isLeader: boolean; confirm: (trade: Trade) => void }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TradeDraft>(emptyDraft());

  // Arriving from a leaderboard: /fanhua/trade?to=<team id>[&type=&arg=] preselects the team
  // (and the resource to gain) and opens the create dialog.
  useEffect(() => {
    const to = params.get('to');
    if (!to || !teamId) return;
    const type = params.get('type') ?? '';
    const arg = params.get('arg') ?? '';
    const wanted = (TALENT_DISPLAY_ORDER as readonly string[]).includes(type) || (isResourceCategory(type) && arg) ? [emptyItem(type, arg)] : [];
    setDraft({ ...emptyDraft(to === teamId ? '' : to), gains: wanted });
    setOpen(true);
    setParams({}, { replace: true });
  }, [params, setParams, teamId]);

  const create = useMutation({
    mutationFn: createTrade,
    onSuccess: async (answer) => {
      setOpen(false);
      setDraft(emptyDraft());
      showToast({ icon: 'success', content: TEXTS.trade.create.created });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tradeHistory });
      const created = await fetchTradeDetails(answer.trade_id).catch(() => null);
      if (created) confirm(created);
    },
    onError: (error) => showToast({ content: tradeFailureText(error, TEXTS.trade.fallback.create) }),
  });

  function openComposer() {
    if (!isLeader) {
      showToast({ content: TEXTS.trade.onlyLeaderInitiates });
      return;
    }
    setOpen(true);
  }

  return { open, openComposer, close: () => setOpen(false), draft, setDraft, create };
}
