import { Button, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@citygames/web-kit/api-client';
import { acceptTrade, cancelTrade, confirmTrade, createTrade, fetchTradeDetails, fetchTradeHistory, rejectTrade, type Trade } from './api/trade-api';
import { fetchCurrentTeam as fetchMyTeam } from '../../shared/teams/teams-api';
import { fetchTeamList } from '../../shared/teams/teams-api';
import { isResourceCategory, TALENT_DISPLAY_ORDER } from '../../shared/asset-catalogue';
import { AssetPanel } from '../../shared/asset-panel/AssetPanel';
import { PendingTrades } from './components/PendingTrades';
import { TradeComposer } from './components/TradeComposer';
import { TradeDetails } from './components/TradeDetails';
import { TradeHistory } from './components/TradeHistory';
import { emptyDraft, emptyItem, type TradeDraft } from './trade-draft';
import { describeItems } from './trade-format';
import { historyTrades, itemsForTeam, pendingTrades, type TradeRowAction } from './trade-lists';
import { TEXTS } from '../../texts';
import './TradePage.css';
import { queryKeys, allExcept } from '../../query-keys';

/** While the page is open it re-reads the trades this often, so the other team's moves show up. */
const HISTORY_POLL_MS = 8000;

const ACTIONS = { confirm: confirmTrade, cancel: cancelTrade, accept: acceptTrade, reject: rejectTrade } as const;
const DIALOGS = {
  cancel: TEXTS.trade.cancelDialog,
  accept: TEXTS.trade.acceptDialog,
  reject: TEXTS.trade.rejectDialog,
} as const;

function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.hasServerMessage ? error.message : fallback;
}

function TradeSummary({ trade, myTeamId, note }: { trade: Trade; myTeamId: string; note: ReactNode }) {
  const { gained, paid } = itemsForTeam(trade, myTeamId);
  return (
    <div className="fh-tx-confirm">
      <p>{note}</p>
      <dl className="fh-tx-trade-card__items">
        <dt>{TEXTS.trade.confirmDialog.gains}</dt>
        <dd className="fh-tx-gain">{describeItems(gained, TEXTS.trade.none)}</dd>
        <dt>{TEXTS.trade.confirmDialog.pays}</dt>
        <dd className="fh-tx-pay">{describeItems(paid, TEXTS.trade.none)}</dd>
      </dl>
    </div>
  );
}

/** /fanhua/trade: assets, initiate, pending trades with their actions, history and details. */
export default function TradePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [composerOpen, setComposerOpen] = useState(false);
  const [draft, setDraft] = useState<TradeDraft>(emptyDraft());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const myTeam = useQuery({
    queryKey: queryKeys.myTeam,
    queryFn: fetchMyTeam,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
  const teamId = myTeam.data?.team.id ?? '';
  const isLeader = myTeam.data?.isLeader ?? false;
  const history = useQuery({
    queryKey: queryKeys.tradeHistory,
    queryFn: fetchTradeHistory,
    enabled: Boolean(teamId),
    refetchInterval: HISTORY_POLL_MS,
  });
  const teams = useQuery({ queryKey: queryKeys.teamList, queryFn: fetchTeamList, enabled: Boolean(teamId) });
  const otherTeams = useMemo(() => (teams.data ?? []).filter((team) => team.id !== teamId), [teams.data, teamId]);

  // When a trade of my team changes status (the other leader accepted, say), every other view
  // (the asset panel first) is stale: refresh them.
  const lastSignature = useRef<string | null>(null);
  useEffect(() => {
    if (!history.data) return;
    const signature = history.data.trades.map((trade) => `${trade.id}:${trade.status}`).join(',');
    if (lastSignature.current !== null && lastSignature.current !== signature) {
      void queryClient.invalidateQueries(allExcept(queryKeys.tradeHistory));
    }
    lastSignature.current = signature;
  }, [history.data, queryClient]);

  // Arriving from a leaderboard: /fanhua/trade?to=<team id>[&type=&arg=] preselects the team
  // (and the resource to gain) and opens the create dialog.
  useEffect(() => {
    const to = params.get('to');
    if (!to || !teamId) return;
    const type = params.get('type') ?? '';
    const arg = params.get('arg') ?? '';
    const wanted = (TALENT_DISPLAY_ORDER as readonly string[]).includes(type) || (isResourceCategory(type) && arg) ? [emptyItem(type, arg)] : [];
    setDraft({ ...emptyDraft(to === teamId ? '' : to), gains: wanted });
    setComposerOpen(true);
    setParams({}, { replace: true });
  }, [params, setParams, teamId]);

  const create = useMutation({
    mutationFn: createTrade,
    onSuccess: async (answer) => {
      setComposerOpen(false);
      setDraft(emptyDraft());
      Toast.show({ icon: 'success', content: TEXTS.trade.create.created });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tradeHistory });
      // The confirm dialog follows at once; 'think again' leaves the draft in the pending list.
      const created = await fetchTradeDetails(answer.trade_id).catch(() => null);
      if (created) void runAction(created, 'confirm');
    },
    onError: (error) => Toast.show({ content: failureText(error, TEXTS.trade.fallback.create) }),
  });

  async function runAction(trade: Trade, action: TradeRowAction) {
    if (!isLeader) {
      Toast.show({ content: TEXTS.trade.onlyLeaderOperates });
      return;
    }
    const dialog = action === 'confirm' ? TEXTS.trade.confirmDialog : DIALOGS[action];
    const ok = await Dialog.confirm({
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
      Toast.show({ icon: 'success', content: TEXTS.trade.done[action] });
    } catch (error) {
      Toast.show({ content: failureText(error, TEXTS.trade.fallback[action]), duration: 3000 });
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries();
    }
  }

  function openComposer() {
    if (!isLeader) {
      Toast.show({ content: TEXTS.trade.onlyLeaderInitiates });
      return;
    }
    setComposerOpen(true);
  }

  if (myTeam.isPending) {
    return (
      <p className="fh-tx-empty fh-tx-page-state">
        <DotLoading /> {TEXTS.trade.loading}
      </p>
    );
  }
  if (myTeam.isError) {
    const noTeam = isApiError(myTeam.error) && myTeam.error.status === 404;
    return (
      <ErrorBlock
        status={noTeam ? 'empty' : 'default'}
        title={noTeam ? TEXTS.trade.noTeam : TEXTS.trade.loadTeamFailed}
        description=""
        className="fh-tx-page-state"
      >
        <Button color="primary" onClick={() => (noTeam ? navigate('/fanhua/teaminfo') : void myTeam.refetch())}>
          {noTeam ? TEXTS.trade.goToTeam : TEXTS.trade.retry}
        </Button>
      </ErrorBlock>
    );
  }

  const trades = history.data?.trades ?? [];
  return (
    <div className="fh-tx-trade">
      <header className="fh-tx-trade__hero">
        <div>
          <h1 className="fh-tx-trade__title">{TEXTS.trade.title}</h1>
          <p className="fh-tx-trade__intro">{isLeader ? TEXTS.trade.intro : TEXTS.trade.leaderOnlyHint}</p>
        </div>
        <Button color="primary" shape="rounded" onClick={openComposer}>
          {TEXTS.trade.initiate}
        </Button>
      </header>

      <AssetPanel teamId={teamId} />

      {history.isError && (
        <ErrorBlock status="default" title={TEXTS.trade.loadFailed} description="">
          <Button size="small" onClick={() => void history.refetch()}>
            {TEXTS.trade.retry}
          </Button>
        </ErrorBlock>
      )}
      {history.isPending && !history.isError && (
        <p className="fh-tx-empty">
          <DotLoading /> {TEXTS.trade.loading}
        </p>
      )}
      {history.data && (
        <>
          <PendingTrades
            trades={pendingTrades(trades, teamId)}
            myTeamId={teamId}
            busyId={busyId}
            onAction={(trade, action) => void runAction(trade, action)}
            onOpen={(trade) => setDetailsId(trade.id)}
          />
          <TradeHistory trades={historyTrades(trades)} onOpen={(trade) => setDetailsId(trade.id)} />
        </>
      )}

      <TradeComposer
        visible={composerOpen}
        draft={draft}
        onDraftChange={setDraft}
        teams={otherTeams}
        busy={create.isPending}
        onClose={() => setComposerOpen(false)}
        onSubmit={(body) => create.mutate(body)}
      />
      <TradeDetails tradeId={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}
