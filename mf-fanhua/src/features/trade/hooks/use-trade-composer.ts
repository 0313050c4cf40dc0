import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../../../query-keys';
import { isResourceCategory, TALENT_DISPLAY_ORDER } from '../../../shared/asset-catalogue';
import { TRADE_TEXTS } from '../trade-texts';
import type { TradeHistoryResponse, TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import type { TradeItem } from '@citygames/contracts/fanhua/trades.rules';
import { createTrade, fetchTradeDetails, fetchTradeHistory } from '../api/trade-api';
import { createdDraft, outcomeIsOpen } from '../trade-outcome';
import { emptyDraft, emptyItem, type TradeDraft } from '../trade-draft';
import { tradeFailureText } from './use-trade-actions';
import { showToast } from '@citygames/web-kit/antd/feedback';

type CreateBody = { to_team_id: string; items: TradeItem[]; msg: string };

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

  function created(trade: Trade | null, text: string) {
    setOpen(false);
    setDraft(emptyDraft());
    showToast({ icon: 'success', content: text });
    void queryClient.invalidateQueries({ queryKey: queryKeys.tradeHistory });
    if (trade) confirm(trade);
  }

  /**
   * The create's reply did not settle it (lost, timed out, 5xx, 409): the team's trades are read again;
   * a new draft with exactly this content means it went through. The dialog stays open otherwise.
   */
  async function reconcile(body: CreateBody, knownIds: ReadonlySet<string>) {
    showToast({ content: TRADE_TEXTS.outcome.checking, duration: 0 });
    const trades = await fetchTradeHistory()
      .then((answer) => answer.trades)
      .catch(() => null);
    if (trades === null) {
      showToast({ content: TRADE_TEXTS.outcome.createUnknown, duration: 5000 });
      return;
    }
    queryClient.setQueryData<TradeHistoryResponse>(queryKeys.tradeHistory, (old) => old && { ...old, trades });
    const draft = createdDraft(trades, knownIds, teamId, body);
    if (draft) created(draft, TRADE_TEXTS.outcome.createDone);
    else showToast({ content: TRADE_TEXTS.outcome.createNotDone, duration: 3000 });
  }

  const create = useMutation({
    mutationFn: (body: CreateBody) => createTrade(body),
    // The drafts known before the call, to tell a draft this call created from older ones.
    onMutate: () => new Set((queryClient.getQueryData<TradeHistoryResponse>(queryKeys.tradeHistory)?.trades ?? []).map((trade) => trade.id)),
    onSuccess: async (answer) => {
      const trade = await fetchTradeDetails(answer.trade_id).catch(() => null);
      created(trade, TRADE_TEXTS.create.created);
    },
    onError: (error, body, knownIds) => {
      if (outcomeIsOpen(error)) return reconcile(body, knownIds ?? new Set());
      showToast({ content: tradeFailureText(error, TRADE_TEXTS.fallback.create) });
      return undefined;
    },
  });

  function openComposer() {
    if (!isLeader) {
      showToast({ content: TRADE_TEXTS.onlyLeaderInitiates });
      return;
    }
    setOpen(true);
  }

  return { open, openComposer, close: () => setOpen(false), draft, setDraft, create };
}
