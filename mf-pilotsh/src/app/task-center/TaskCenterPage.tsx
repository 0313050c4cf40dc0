import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import { TabBar, type TabBarTab } from '@citygames/web-kit/tabs/TabBar';
import { useActiveTabCookie } from '@citygames/web-kit/use-active-tab-cookie';
import { useIsAdmin } from '../../features/admin/hooks/use-is-admin';
import { TEXTS } from '../../texts';
import { TASK_LINK_PARAM } from '../../features/submit/task-link';
import { AdminConsole, NewAreaTab, ProgressTab, PropsTab, PuzzleTab, SubmitTab } from './tab-screens';
import { DEFAULT_TAB, TAB_KEYS, type TabKey } from './tabs';
import '../../shared/pilotsh.css';

const T = TEXTS.tabs;

/** /pilotsh/tasks: the tabs of the task centre; only the active tab is mounted. `?task=<id>` opens the submit tab at that task. */
export default function TaskCenterPage() {
  const [tab, setTab] = useActiveTabCookie<TabKey>('pilotsh', DEFAULT_TAB, TAB_KEYS);
  const isAdmin = useIsAdmin();
  // A link to one task (`?task=T4`, the console's preview opens one) shows it in the submit tab.
  const [params] = useSearchParams();
  const [openedAtTask] = useState(() => params.has(TASK_LINK_PARAM));
  useEffect(() => {
    if (openedAtTask) setTab('submit');
  }, [openedAtTask, setTab]);
  const active: TabKey = tab === 'admin' && !isAdmin ? DEFAULT_TAB : tab;
  const tabs: TabBarTab<TabKey>[] = [
    { key: 'submit', title: T.submit },
    { key: 'progress', title: T.progress },
    { key: 'puzzle', title: T.puzzle },
    { key: 'newArea', title: T.newArea },
    { key: 'props', title: T.props },
    ...(isAdmin ? [{ key: 'admin' as const, title: T.admin }] : []),
  ];

  return (
    <div className="ps-task-centre">
      <TabBar tabs={tabs} activeKey={active} onChange={setTab} className="ps-tabs" />
      <div className="ps-page" role="tabpanel">
        <Suspense fallback={<PageLoading />}>
          {active === 'submit' && <SubmitTab />}
          {active === 'progress' && <ProgressTab />}
          {active === 'puzzle' && <PuzzleTab />}
          {active === 'newArea' && <NewAreaTab />}
          {active === 'props' && <PropsTab />}
          {active === 'admin' && isAdmin && <AdminConsole />}
        </Suspense>
      </div>
    </div>
  );
}
