import Tabs from 'antd-mobile/es/components/tabs';
import { useActiveTabCookie } from '@citygames/web-kit/use-active-tab-cookie';
import { AdminConsole } from '../../features/admin/AdminConsole';
import { useIsAdmin } from '../../features/admin/hooks/use-is-admin';
import { NewAreaTab } from '../../features/new-area/NewAreaTab';
import { ProgressTab } from '../../features/progress/ProgressTab';
import { PropsTab } from '../../features/props/PropsTab';
import { PuzzleTab } from '../../features/puzzles/PuzzleTab';
import { SubmitTab } from '../../features/submit/SubmitTab';
import { TEXTS } from '../../texts';
import { DEFAULT_TAB, TAB_KEYS, type TabKey } from './tabs';
import '../../shared/pilotsh.css';

const T = TEXTS.tabs;

/** /pilotsh/tasks: the tabs of the task centre; only the active tab is mounted. */
export default function TaskCenterPage() {
  const [tab, setTab] = useActiveTabCookie<TabKey>('pilotsh', DEFAULT_TAB, TAB_KEYS);
  const { isAdmin } = useIsAdmin();
  const active: TabKey = tab === 'admin' && !isAdmin ? DEFAULT_TAB : tab;

  return (
    <div className="ps-task-centre">
      <Tabs activeKey={active} onChange={(key) => setTab(key as TabKey)} className="ps-tabs" stretch={false}>
        <Tabs.Tab title={T.submit} key="submit" />
        <Tabs.Tab title={T.progress} key="progress" />
        <Tabs.Tab title={T.puzzle} key="puzzle" />
        <Tabs.Tab title={T.newArea} key="newArea" />
        <Tabs.Tab title={T.props} key="props" />
        {isAdmin && <Tabs.Tab title={T.admin} key="admin" />}
      </Tabs>
      <div className="ps-page" role="tabpanel">
        {active === 'submit' && <SubmitTab />}
        {active === 'progress' && <ProgressTab />}
        {active === 'puzzle' && <PuzzleTab />}
        {active === 'newArea' && <NewAreaTab />}
        {active === 'props' && <PropsTab />}
        {active === 'admin' && isAdmin && <AdminConsole />}
      </div>
    </div>
  );
}
