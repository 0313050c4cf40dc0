import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@citygames/web-kit/api-client';
import { AssetPanel } from '../../shared/asset-panel/AssetPanel';
import { useCurrentTeam } from '../../shared/teams/use-current-team';
import { useTeamList } from '../../shared/teams/use-team-list';
import { TRADE_TEXTS } from './trade-texts';
import { PendingTrades } from './components/PendingTrades';
import { TradeComposer } from './components/TradeComposer';
import { TradeDetails } from './components/TradeDetails';
import { TradeHistory } from './components/TradeHistory';
import { useTradeActions } from './hooks/use-trade-actions';
import { useTradeComposer } from './hooks/use-trade-composer';
import { useTradeHistory } from './hooks/use-trade-history';
import { historyTrades, pendingTrades } from './trade-lists';
import './TradePage.css';

/** /fanhua/trade: assets, initiate, pending trades with their actions, history and details. */
export default function TradePage() {
  const navigate = useNavigate();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const myTeam = useCurrentTeam();
  const teamId = myTeam.data?.team.id ?? '';
  const isLeader = myTeam.data?.isLeader ?? false;
  const history = useTradeHistory(teamId);
  const teams = useTeamList(Boolean(teamId));
  const otherTeams = useMemo(() => (teams.data ?? []).filter((team) => team.id !== teamId), [teams.data, teamId]);
  const { busyId, unknownIds, runAction } = useTradeActions({ teamId, isLeader, historyUpdatedAt: history.dataUpdatedAt });
  const composer = useTradeComposer({ teamId, isLeader, confirm: (trade) => void runAction(trade, 'confirm') });

  if (myTeam.isPending) {
    return (
      <div className="fh-tx-empty fh-tx-page-state">
        <DotLoading /> {TRADE_TEXTS.loading}
      </div>
    );
  }
  if (myTeam.isError) {
    const noTeam = isApiError(myTeam.error) && myTeam.error.status === 404;
    return (
      <ErrorBlock
        status={noTeam ? 'empty' : 'default'}
        title={noTeam ? TRADE_TEXTS.noTeam : TRADE_TEXTS.loadTeamFailed}
        description=""
        className="fh-tx-page-state"
      >
        <Button color="primary" onClick={() => (noTeam ? navigate('/fanhua/teaminfo') : void myTeam.refetch())}>
          {noTeam ? TRADE_TEXTS.goToTeam : TRADE_TEXTS.retry}
        </Button>
      </ErrorBlock>
    );
  }

  const trades = history.data?.trades ?? [];
  return (
    <div className="fh-tx-trade">
      <header className="fh-tx-trade__hero">
        <div>
          <h1 className="fh-tx-trade__title">{TRADE_TEXTS.title}</h1>
          <p className="fh-tx-trade__intro">{isLeader ? TRADE_TEXTS.intro : TRADE_TEXTS.leaderOnlyHint}</p>
        </div>
        <Button color="primary" shape="rounded" onClick={composer.openComposer}>
          {TRADE_TEXTS.initiate}
        </Button>
      </header>

      <AssetPanel teamId={teamId} />

      {history.isError && (
        <ErrorBlock status="default" title={TRADE_TEXTS.loadFailed} description="">
          <Button size="small" onClick={() => void history.refetch()}>
            {TRADE_TEXTS.retry}
          </Button>
        </ErrorBlock>
      )}
      {history.isPending && !history.isError && (
        <div className="fh-tx-empty">
          <DotLoading /> {TRADE_TEXTS.loading}
        </div>
      )}
      {history.data && (
        <>
          <PendingTrades
            trades={pendingTrades(trades, teamId)}
            myTeamId={teamId}
            busyId={busyId}
            unknownIds={unknownIds}
            onAction={(trade, action) => void runAction(trade, action)}
            onOpen={(trade) => setDetailsId(trade.id)}
          />
          <TradeHistory trades={historyTrades(trades)} onOpen={(trade) => setDetailsId(trade.id)} />
        </>
      )}

      <TradeComposer
        visible={composer.open}
        draft={composer.draft}
        onDraftChange={composer.setDraft}
        teams={otherTeams}
        busy={composer.create.isPending}
        onClose={composer.close}
        onSubmit={(body) => composer.create.mutate(body)}
      />
      <TradeDetails tradeId={detailsId} onClose={() => setDetailsId(null)} />
    </div>
  );
}
