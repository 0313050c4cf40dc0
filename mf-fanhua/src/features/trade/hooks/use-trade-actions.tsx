import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { TEXTS } from '../../../texts';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { acceptTrade, cancelTrade, confirmTrade, rejectTrade } from '../api/trade-api';
import { TradeSummary } from '../components/TradeSummary';
import type { TradeRowAction } from '../trade-lists';
import { confirmDialog, showToast } from '@citygames/web-kit/antd/feedback';

const ACTIONS = { confirm: confirmTrade, cancel: cancelTrade, accept: acceptTrade, reject: rejectTrade } as const;
const DIALOGS = {
  cancel: TEXTS.trade.cancelDialog,
  accept: TEXTS.trade.acceptDialog,
  reject: TEXTS.trade.rejectDialog,
} as const;

/** The server's message when it sent one, otherwise the fallback. */
export function tradeFailureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.hasServerMessage ? error.message : fallback;
}

/**
 * A leader confirms, cancels, accepts or rejects a trade: a dialog with what my team gains and pays,
 * then the call; everything is re-read afterwards. `busyId` is the trade being acted on.
 */
export function useTradeActions({ teamId, isLeader }: { teamId: string; isLeader: boolean }) {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function runAction(trade: Trade, action: TradeRowAction) {
    if (!isLeader) {
      showToast({ content: TEXTS.trade.onlyLeaderOperates });
      return;
    }
    const dialog = action === 'confirm' ? TEXTS.trade.confirmDialog : DIALOGS[action];
    const ok = await confirmDialog({
      title: dialog.title,
      content: <TradeSummary trade={trade} myTeamId={teamId} note={action === 'confirm' ? TEXTS.trade.confirmDialog.body : dialog.body} />,
      confirmText: dialog.ok,
      cancelText: dialog.cancel,
      bodyClassName: 'fh-tx-dialog',
    });
    if (!ok) return;
    setBusyId(trade.id);
    try {
      await ACTIONS[action](trade.id);
      showToast({ icon: 'success', content: TEXTS.trade.done[action] });
    } catch (error) {
      showToast({ content: tradeFailureText(error, TEXTS.trade.fallback[action]), duration: 3000 });
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries();
    }
  }

  return { busyId, runAction };
}
