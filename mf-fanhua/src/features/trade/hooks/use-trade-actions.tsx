import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { TRADE_TEXTS } from '../trade-texts';
import type { TradeHistoryResponse, TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { queryKeys } from '../../../query-keys';
import { fetchTradeDetails } from '../api/trade-api';
import { useTradeStep } from '../api/use-trade-step';
import { TradeSummary } from '../components/TradeSummary';
import type { TradeRowAction } from '../trade-lists';
import { outcomeIsOpen, stepVerdict, withTrade } from '../trade-outcome';
import { confirmDialog, showToast } from '@citygames/web-kit/antd/feedback';

const DIALOGS = {
  cancel: TRADE_TEXTS.cancelDialog,
  accept: TRADE_TEXTS.acceptDialog,
  reject: TRADE_TEXTS.rejectDialog,
} as const;
const O = TRADE_TEXTS.outcome;

/** The server's message when it sent one, otherwise the fallback. */
export function tradeFailureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.hasServerMessage ? error.message : fallback;
}

/**
 * A leader confirms, cancels, accepts or rejects a trade: a dialog with what my team gains and pays,
 * then the call (useTradeStep); everything is re-read afterwards. `busyId` is the trade being acted on.
 * When the reply does not settle the outcome (lost, timed out, 5xx, 409), the trade is read again and
 * the toast says what the server holds; the card shows the same read, so they never disagree. If the
 * server cannot be asked either, the card is marked 结果未知 (`unknownIds`) until the list is read again.
 */
export function useTradeActions({ teamId, isLeader, historyUpdatedAt }: { teamId: string; isLeader: boolean; historyUpdatedAt: number }) {
  const queryClient = useQueryClient();
  const step = useTradeStep();
  const [unknown, setUnknown] = useState<ReadonlyMap<string, number>>(new Map());

  // A later successful read of the list shows the real state: the mark has done its job.
  useEffect(() => {
    setUnknown((marks) => {
      const kept = new Map([...marks].filter(([, markedAt]) => markedAt > historyUpdatedAt));
      return kept.size === marks.size ? marks : kept;
    });
  }, [historyUpdatedAt]);

  function mark(tradeId: string, isUnknown: boolean) {
    setUnknown((marks) => {
      const next = new Map(marks);
      if (isUnknown) next.set(tradeId, Date.now());
      else next.delete(tradeId);
      return next;
    });
  }

  async function reconcile(trade: Trade, action: TradeRowAction, error: unknown) {
    showToast({ content: O.checking, duration: 0 });
    const fresh = await fetchTradeDetails(trade.id).catch(() => null);
    if (fresh) {
      queryClient.setQueryData<TradeHistoryResponse>(queryKeys.tradeHistory, (old) => old && { ...old, trades: withTrade(old.trades, fresh) });
    }
    const verdict = stepVerdict(action, trade.status, fresh?.status ?? null);
    mark(trade.id, verdict.kind === 'unknown');
    switch (verdict.kind) {
      case 'done':
        showToast({ icon: 'success', content: O.done(TRADE_TEXTS.done[action]), duration: 3000 });
        return;
      case 'not-done':
        // A 409 that changed nothing carries the server's reason (an accept short of goods names the item).
        showToast({ content: isApiError(error) && error.kind === 'http' ? tradeFailureText(error, O.notDone[action]) : O.notDone[action], duration: 3000 });
        return;
      case 'moved-on':
        showToast({ content: O.movedOn(O.statuses[verdict.status]), duration: 3000 });
        return;
      case 'unknown':
        showToast({ content: O.unknown, duration: 5000 });
    }
  }

  async function runAction(trade: Trade, action: TradeRowAction) {
    if (!isLeader) {
      showToast({ content: TRADE_TEXTS.onlyLeaderOperates });
      return;
    }
    const dialog = action === 'confirm' ? TRADE_TEXTS.confirmDialog : DIALOGS[action];
    const ok = await confirmDialog({
      title: dialog.title,
      content: <TradeSummary trade={trade} myTeamId={teamId} note={action === 'confirm' ? TRADE_TEXTS.confirmDialog.body : dialog.body} />,
      confirmText: dialog.ok,
      cancelText: dialog.cancel,
      bodyClassName: 'fh-tx-dialog',
    });
    if (!ok) return;
    try {
      await step.mutateAsync({ trade, action });
      mark(trade.id, false);
      showToast({ icon: 'success', content: TRADE_TEXTS.done[action] });
    } catch (error) {
      if (outcomeIsOpen(error)) await reconcile(trade, action, error);
      else showToast({ content: tradeFailureText(error, TRADE_TEXTS.fallback[action]), duration: 3000 });
    } finally {
      await queryClient.invalidateQueries();
    }
  }

  return { busyId: step.isPending ? (step.variables?.trade.id ?? null) : null, unknownIds: new Set(unknown.keys()) as ReadonlySet<string>, runAction };
}
