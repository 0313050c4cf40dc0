import { Button, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { useAppConfig } from '@citygames/web-kit/app-config';
import { allocateTalentsInArea } from './api/area-api';
import { exploreArea, fetchAreaMap, fetchAreaStates, markAreaTraded, specialAction, tradeWithArea, type MapArea, type RewardGroup, type SentPosition, type TradedReward } from './api/area-api';
import { fetchAssets } from '../../shared/asset-panel/assets-api';
import { fetchCurrentTeam } from '../../shared/teams/teams-api';
import { clearHintSeen, hintSeen, markHintSeen } from '../../shared/location/calibration-store';
import { manualLocationThrottle } from '../../shared/location/manual-throttle';
import { wgsToMap } from '../../shared/location/map-coords';
import { TEXTS } from '../../texts';
import { isNoTeam } from '../../shared/teams/no-team';
import { AreaMap } from './components/AreaMap';
import { AreaSheet } from './components/AreaSheet';
import { DATA_REFRESH_MS, LANDMARK_COLOUR, LEVEL_COLOURS, openingState, SPECIAL_COLOUR } from './area-rules';
import { browserFailure, failureText, rangeFailure, serverLocationFailure } from './location-failure';
import { LocationFailureDialog, type LocationFailure } from './components/LocationFailureDialog';
import { ShuffleDialog } from './components/ShuffleDialog';
import { shuffleAllocations, type TalentValues } from './shuffle-rules';
import { TradeSuccessDialog } from './components/TradeSuccessDialog';
import { usePlayerPosition } from './hooks/use-player-position';
import '../../shared/styles/fanhua-screens.css';
import './area.css';
import { queryKeys } from '../../query-keys';

const A = TEXTS.area;

interface PendingShuffle {
  area: MapArea;
  position: SentPosition;
}

/** /fanhua/area: the full-screen map of every area, the player's position and the area actions. */
export default function AreaPage() {
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const tileUrl = config?.map?.tileUrl ?? '';
  const mapData = useQuery({
    queryKey: queryKeys.areaMap,
    queryFn: async () => ({ data: await fetchAreaMap(), receivedAt: Date.now() }),
    refetchInterval: DATA_REFRESH_MS,
  });
  const states = useQuery({ queryKey: queryKeys.areaStates, queryFn: fetchAreaStates, refetchInterval: DATA_REFRESH_MS });
  const team = useQuery({ queryKey: queryKeys.myTeam, queryFn: fetchCurrentTeam, retry: (count, error) => !isNoTeam(error) && count < 1 });
  const teamId = team.data?.team.id ?? '';
  const assets = useQuery({ queryKey: queryKeys.assets.ofTeam(teamId), queryFn: () => fetchAssets(teamId), enabled: Boolean(teamId) });
  const position = usePlayerPosition();

  const [selected, setSelected] = useState<MapArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [success, setSuccess] = useState<{ title: string; result: TradedReward } | null>(null);
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [shuffle, setShuffle] = useState<PendingShuffle | null>(null);
  const [hintOpen, setHintOpen] = useState(() => !position.calibration && !hintSeen());

  const event = mapData.data?.data.event;
  const opening = event
    ? openingState(event, new Date(event.serverTime).getTime() - (mapData.data?.receivedAt ?? Date.now()))
    : { isOpen: false, time: '', dateTime: '' };
  const centre = useMemo(() => (event ? wgsToMap(event.mapCenter) : null), [event]);
  const talents: TalentValues = useMemo(() => {
    const count = (type: string) => assets.data?.find((line) => line.type === type)?.count ?? 0;
    return { strength: count('strength'), intelligence: count('intelligence'), luck: count('luck') };
  }, [assets.data]);

  function refreshTeamState() {
    void queryClient.invalidateQueries({ queryKey: queryKeys.assets.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all });
  }

  function select(area: MapArea) {
    if (area.hidden) {
      void Dialog.alert({ title: A.hiddenTitle, content: A.hiddenText, confirmText: A.ok });
      return;
    }
    setSelected(area);
  }

  /** Explore: confirm, locate (manual, throttled), then the server's verdict and the traded check. */
  async function explore(area: MapArea): Promise<SentPosition | null> {
    if (!teamId) {
      Toast.show({ content: A.teamFailed });
      return null;
    }
    const confirmed = await Dialog.confirm({ title: A.exploreTitle, content: A.exploreConfirm(area.name), confirmText: A.exploreOk, cancelText: TEXTS.team.cancel });
    if (!confirmed) return null;
    const located = await position.manual();
    if (!located.ok) {
      if ('waitSeconds' in located) Toast.show({ content: TEXTS.location.tooFrequent(located.waitSeconds) });
      else setFailure(browserFailure(located.error));
      return null;
    }
    try {
      const verdict = await exploreArea(area.area_id, located.position);
      if (!verdict.in_range) {
        setFailure(rangeFailure(area.name, verdict.reason ?? 'NOT_IN_AREA', verdict, located.position.calibration !== null));
        return null;
      }
      if (verdict.has_traded) {
        Toast.show({ content: A.alreadyTraded });
        return null;
      }
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.code === 'AREA_NOT_FOUND' ? A.areaConfigMissing : failureText(error, A.checkTradedFailed) });
      return null;
    }
    return located.position;
  }

  function refused(area: MapArea, error: unknown, fallback: string) {
    const locationProblem = serverLocationFailure(area.name, error, position.calibration !== null || position.dragged !== null);
    if (locationProblem) setFailure(locationProblem);
    else Toast.show({ content: failureText(error, fallback) });
  }

  async function onTrade(area: MapArea, group: RewardGroup) {
    if (!opening.isOpen) {
      Toast.show({ content: A.tradeOpensAfter(opening.dateTime) });
      return;
    }
    setBusy(true);
    try {
      const sent = await explore(area);
      if (!sent) return;
      try {
        const answer = await tradeWithArea(area.area_id, group, sent);
        setSelected(null);
        setSuccess({ title: A.tradeSuccessTitle, result: answer.traded_reward });
        await markAreaTraded(area.area_id).catch(() => undefined);
        refreshTeamState();
      } catch (error) {
        refused(area, error, A.tradeFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  async function onExecute(area: MapArea) {
    if (!opening.isOpen) {
      Toast.show({ content: A.talentOpensAfter(opening.dateTime) });
      return;
    }
    setBusy(true);
    try {
      const sent = await explore(area);
      if (!sent) return;
      if (area.special === 'shuffle') {
        setShuffle({ area, position: sent });
        return;
      }
      try {
        const answer = await specialAction(area.area_id, sent);
        setSelected(null);
        Toast.show({ content: A.talentOperationSucceeded, position: 'top' });
        setSuccess({ title: A.talentOperationSucceeded, result: answer.traded_reward });
        await markAreaTraded(area.area_id).catch(() => undefined);
        refreshTeamState();
      } catch (error) {
        refused(area, error, A.operationFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  async function confirmShuffle(deltas: TalentValues) {
    if (!shuffle) return;
    setBusy(true);
    try {
      await allocateTalentsInArea(shuffleAllocations(teamId, deltas), shuffle.area.area_id, shuffle.position);
      setShuffle(null);
      setSelected(null);
      Toast.show({ content: A.talentReallocationSucceeded });
      await markAreaTraded(shuffle.area.area_id).catch(() => undefined);
      refreshTeamState();
    } catch (error) {
      refused(shuffle.area, error, A.operationFailed);
    } finally {
      setBusy(false);
    }
  }

  async function refresh() {
    setRefreshing(true);
    try {
      const located = await position.manual();
      if (!located.ok) {
        if ('waitSeconds' in located) Toast.show({ content: TEXTS.location.tooFrequent(located.waitSeconds) });
        else setFailure(browserFailure(located.error));
      }
      await Promise.all([mapData.refetch(), states.refetch()]);
    } finally {
      setRefreshing(false);
    }
  }

  function reset() {
    position.removeCalibration();
    clearHintSeen();
    manualLocationThrottle.reset();
    setSelected(null);
    setHintOpen(true);
    void position.automatic();
    void mapData.refetch();
    void states.refetch();
    Toast.show({ content: A.resetDone });
  }

  function saveCalibration() {
    const outcome = position.saveDragged();
    if (outcome === 'saved') Toast.show({ content: A.calibrationSaved });
    else if (outcome === 'too-far') Toast.show({ content: A.calibrationTooFar });
    else Toast.show({ content: A.calibrationNeedsFix });
  }

  if (mapData.isPending) {
    return (
      <div className="fh-area fh-area--state">
        <DotLoading /> {A.loading}
      </div>
    );
  }
  if (mapData.isError || !event || !centre) {
    return (
      <div className="fh-area fh-area--state">
        <ErrorBlock status="default" title={A.loadFailed} description={mapData.error ? failureText(mapData.error, A.loadFailed) : ''} />
      </div>
    );
  }

  const areas = mapData.data.data.areas;
  const player = position.shown ? { position: position.shown, accuracy: position.fix?.accuracy ?? null, draggable: !position.calibration } : null;

  return (
    <div className="fh-area">
      <AreaMap centre={centre} areas={areas} tileUrl={tileUrl} player={player} onSelect={select} onPlayerDragged={position.setDragged} />
      {!tileUrl && <p className="fh-area__notice">{A.noTiles}</p>}

      <div className="fh-area__controls">
        <Button size="small" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? A.refreshing : A.refresh}
        </Button>
        {!opening.isOpen && (
          <Button size="small" color="warning" onClick={reset}>
            {A.reset}
          </Button>
        )}
      </div>

      <div className="fh-area__status">
        {position.fix ? (
          <span className="fh-chip">{A.accuracy(Math.round(position.fix.accuracy ?? 30))}</span>
        ) : position.autoError ? (
          <button type="button" className="fh-chip fh-chip--warn" onClick={() => setFailure(browserFailure(position.autoError!))}>
            {TEXTS.location.unavailable}
          </button>
        ) : (
          <span className="fh-chip">
            <DotLoading /> {A.locating}
          </span>
        )}
        {position.calibration && (
          <span className="fh-chip fh-chip--ok">
            {A.calibrationActive}
            <button type="button" className="fh-chip__action" onClick={() => (position.removeCalibration(), Toast.show({ content: A.calibrationRemoved }))}>
              {A.calibrationRemove}
            </button>
          </span>
        )}
      </div>

      <div className="fh-area__legend" aria-label={A.legendTitle}>
        <span><i style={{ background: LANDMARK_COLOUR }} />{A.legend.landmark}</span>
        <span><i style={{ background: SPECIAL_COLOUR }} />{A.legend.special}</span>
        {LEVEL_COLOURS.map((colour, level) => (
          <span key={colour}>
            <i style={{ background: colour }} />
            {A.legend[`level${level}` as 'level0']}
          </span>
        ))}
      </div>

      {position.dragged && (
        <div className="fh-area__savebar" role="region" aria-label={A.calibrationSave}>
          <span>{A.calibrationSaveText}</span>
          <div>
            <Button size="small" onClick={position.cancelDragged}>
              {A.calibrationCancel}
            </Button>
            <Button size="small" color="primary" onClick={saveCalibration}>
              {A.calibrationSave}
            </Button>
          </div>
        </div>
      )}

      <AreaSheet
        area={selected}
        states={selected ? states.data?.get(selected.area_id) : undefined}
        opening={opening}
        busy={busy}
        onTrade={onTrade}
        onExecute={onExecute}
        onClose={() => setSelected(null)}
      />
      <TradeSuccessDialog result={success?.result ?? null} title={success?.title} onClose={() => setSuccess(null)} />
      <LocationFailureDialog failure={failure} onClose={() => setFailure(null)} />
      <ShuffleDialog current={talents} visible={shuffle !== null} busy={busy} onConfirm={confirmShuffle} onClose={() => setShuffle(null)} />
      {hintOpen && !position.calibration && (
        <div className="fh-area__hint" role="dialog" aria-label={A.calibrationHintTitle}>
          <strong>{A.calibrationHintTitle}</strong>
          <p>{A.calibrationHintText}</p>
          <Button
            size="small"
            color="primary"
            onClick={() => {
              markHintSeen();
              setHintOpen(false);
            }}
          >
            {A.calibrationHintOk}
          </Button>
        </div>
      )}
    </div>
  );
}
