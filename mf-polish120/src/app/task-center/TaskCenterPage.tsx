import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { lazyScreen, type Preloadable } from '@citygames/web-kit/lazy-screen';
import { TabBar } from '@citygames/web-kit/tabs/TabBar';
import { useActiveTabCookie } from '@citygames/web-kit/use-active-tab-cookie';
import { queryKeys } from '../../query-keys';
import { teamStatusApi } from '../api/team-status-api';
import { HOME_PATH } from '../../paths';
import { apiErrorCode } from '../../shared/api-error-text';
import { LoadingLine } from '../../shared/components/StatusPanel';
import { WaitingForTeam } from '../WaitingForTeam';
import { TEXTS } from '../../texts';
import { DEFAULT_TAB, effectiveTab, TASK_TABS, visibleTabs, type TaskTab } from './tabs';
import '../../shared/polish120.css';

const WAITING_FOR_TEAM_POLL_MS = 4000;

// Each tab loads when first shown: opening the task centre fetches only the tab on screen.
const StartTab = lazyScreen(() => import(/* webpackChunkName: "tab-start" */ '../../features/start/StartTab').then((module) => ({ default: module.StartTab })));
const SubmitPanel = lazyScreen(() => import('../../features/submit/SubmitPanel').then((module) => ({ default: module.SubmitPanel })));
const ProgressPanel = lazyScreen(() => import('../../features/progress/ProgressPanel').then((module) => ({ default: module.ProgressPanel })));
const XAreaTab = lazyScreen(() => import('../../features/x-area/XAreaTab').then((module) => ({ default: module.XAreaTab })));
const PuzzleCardsTab = lazyScreen(() => import('../../features/puzzle-cards/PuzzleCardsTab').then((module) => ({ default: module.PuzzleCardsTab })));
const TAB_SCREENS: Record<TaskTab, Preloadable> = {
  start: StartTab,
  submit: SubmitPanel,
  progress: ProgressPanel,
  xarea: XAreaTab,
  puzzles: PuzzleCardsTab,
};

const TAB_TITLES: Record<TaskTab, string> = {
  start: TEXTS.tabs.start,
  submit: TEXTS.tabs.submit,
  progress: TEXTS.tabs.progress,
  xarea: TEXTS.tabs.xArea,
  puzzles: TEXTS.tabs.puzzles,
};

/** /polish120/tasks: the tabbed task centre; only the start tab until the team has started. */
export default function TaskCenter() {
  // A player in no team asks every few seconds, so they enter as soon as the organiser places them.
  const status = useQuery({
    queryKey: queryKeys.teamStatus,
    queryFn: teamStatusApi.teamStatus,
    refetchInterval: (query) => (apiErrorCode(query.state.error) === 'NOT_IN_TEAM' ? WAITING_FOR_TEAM_POLL_MS : 15_000),
  });
  const [rememberedTab, setTab] = useActiveTabCookie<TaskTab>('polish120', DEFAULT_TAB, TASK_TABS);
  // the remembered tab loads while the team status is still being asked for
  useEffect(() => {
    void TAB_SCREENS[rememberedTab].preload();
  }, [rememberedTab]);

  useEffect(() => {
    // A failed status check is only logged: the start tab stays usable.
    if (status.isError && apiErrorCode(status.error) !== 'NOT_IN_TEAM') console.warn('polish120: team status check failed', status.error);
  }, [status.isError, status.error]);

  if (status.isPending) return <LoadingLine />;
  if (status.isError && apiErrorCode(status.error) === 'NOT_IN_TEAM') {
    return <WaitingForTeam onRefresh={() => void status.refetch()} />;
  }

  const started = status.data?.start ?? false;
  const tab = effectiveTab(rememberedTab, started);
  const tabs = visibleTabs(started);

  return (
    <div className="p120-center">
      {/* The team's scratch cards (svc-polish120 keeps them to team members). */}
      <p className="p120-admin">
        <Link to={`${HOME_PATH}/scratch`}>{TEXTS.tabs.scratch}</Link>
      </p>
      <TabBar tabs={tabs.map((key) => ({ key, title: TAB_TITLES[key] }))} activeKey={tab} onChange={setTab} className="p120-tabs" />
      <div className="p120-tab-body">
        <Suspense fallback={<LoadingLine />}>
          {tab === 'start' && <StartTab onGoSubmit={started ? () => setTab('submit') : undefined} />}
          {tab === 'submit' && <SubmitPanel />}
          {tab === 'progress' && <ProgressPanel />}
          {tab === 'xarea' && <XAreaTab />}
          {tab === 'puzzles' && <PuzzleCardsTab />}
        </Suspense>
      </div>
    </div>
  );
}
