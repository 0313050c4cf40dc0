import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '@citygames/web-kit/lazy-screen';
import { GameRoutes } from '@citygames/web-kit/GameRoutes';
import { NotFoundPage } from '@citygames/web-kit/NotFoundPage';
import HomeLayout from './app/HomeLayout';
import { SubmitTab } from './app/task-center/tab-screens';
import { LoginPage } from './features/login/LoginPage';
import { BASE_PATH, HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
// Add game screens as `const X = lazyScreen(() => import('./x/X'))` routes inside the guarded area, and to SCREENS.
const GuardedArea = lazyScreen(() => import(/* webpackChunkName: "guarded-area" */ './app/GuardedArea'));
// the screen players open, small once TanStack Query sits in the guarded area: one file with it, one request less
const TaskCenterPage = lazyScreen(() => import(/* webpackChunkName: "guarded-area" */ './app/task-center/TaskCenterPage'));
const PuzzlePage = lazyScreen(() => import('./features/puzzles/PuzzlePage'));
const AdminPage = lazyScreen(() => import(/* webpackChunkName: "admin" */ './features/admin/AdminPage'));
const ScratchPage = lazyScreen(() => import(/* webpackChunkName: "admin-scratch" */ './features/admin/ScratchPage'));

/** What each screen's path renders, loaded side by side when the page opens on it. */
const SCREENS = {
  tasks: [GuardedArea, TaskCenterPage, SubmitTab],
  admin: [GuardedArea, AdminPage],
  'admin/scratch': [GuardedArea, ScratchPage],
};

/** The pilotsh remote: every route under /pilotsh/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-pilotsh">
      <GameRoutes basePath={BASE_PATH} screens={SCREENS}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route element={<GuardedArea />}>
          <Route path="tasks" element={<HomeLayout />}>
            <Route index element={<TaskCenterPage />} />
          </Route>
          <Route path="pz/*" element={<PuzzlePage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="admin/scratch" element={<ScratchPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </GameRoutes>
    </div>
  );
}
