import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '@citygames/web-kit/lazy-screen';
import { GameRoutes } from '@citygames/web-kit/GameRoutes';
import { LoginPage } from './features/login/LoginPage';
import { BASE_PATH, HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
const GuardedArea = lazyScreen(() => import(/* webpackChunkName: "guarded-area" */ './app/GuardedArea'));
// every guarded screen renders inside HomeLayout, and the task centre is the screen players open: one file for the
// three (the task centre is small once TanStack Query sits in the guarded area), one request less each on a cold start
const HomeLayout = lazyScreen(() => import(/* webpackChunkName: "guarded-area" */ './app/HomeLayout'));
const TaskCenter = lazyScreen(() => import(/* webpackChunkName: "guarded-area" */ './app/task-center/TaskCenterPage'));
const TaskPage = lazyScreen(() => import('./features/task-page/TaskPage'));
const TaskAttemptsPage = lazyScreen(() => import('./features/task-page/TaskAttemptsPage'));
const ScratchPage = lazyScreen(() => import(/* webpackChunkName: "scratch" */ './features/scratch/ScratchPage'));
const PuzzlePage = lazyScreen(() => import('./features/puzzle-page/PuzzlePage'));

/** What each screen's path renders, loaded side by side when the page opens on it. */
const SCREENS = {
  tasks: [GuardedArea, HomeLayout, TaskCenter],
  'tasks/scratch': [GuardedArea, HomeLayout, ScratchPage],
};

/** The polish120 remote: every route under /polish120/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-polish120">
      <GameRoutes basePath={BASE_PATH} screens={SCREENS}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route element={<GuardedArea />}>
          <Route element={<HomeLayout />}>
            <Route path="tasks" element={<TaskCenter />} />
            <Route path="tasks/scratch" element={<ScratchPage />} />
            <Route path="tasks/:taskId" element={<TaskPage />} />
            <Route path="tasks/:taskId/progress" element={<TaskAttemptsPage />} />
            {/* standalone puzzle pages at the pack's obscure paths; an unknown one goes to the task centre */}
            <Route path=":puzzlePath" element={<PuzzlePage />} />
          </Route>
          {/* an unknown path after login goes to the task centre (without a token: the login page) */}
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </Route>
      </GameRoutes>
    </div>
  );
}
