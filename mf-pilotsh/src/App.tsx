import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@citygames/web-kit/NotFoundPage';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import HomeLayout from './app/HomeLayout';
import { LoginPage } from './features/login/LoginPage';
import { HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
// Add game screens as `const X = lazy(() => import('./x/X'))` routes inside the guarded area.
const GuardedArea = lazy(() => import('./app/GuardedArea'));
const TaskCenterPage = lazy(() => import('./app/task-center/TaskCenterPage'));
const PuzzlePage = lazy(() => import('./features/puzzles/PuzzlePage'));
const AdminPage = lazy(() => import('./features/admin/AdminPage'));
const ScratchPage = lazy(() => import('./features/admin/ScratchPage'));

/** The pilotsh remote: every route under /pilotsh/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-pilotsh">
      <Suspense fallback={<PageLoading />}>
        <Routes>
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
        </Routes>
      </Suspense>
    </div>
  );
}
