import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import { LoginScreen } from './auth/LoginScreen';
import HomeLayout from './home/HomeLayout';
import { HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
// Add game screens as `const X = lazy(() => import('./x/X'))` routes inside the guarded area.
const GuardedArea = lazy(() => import('./home/GuardedArea'));

/** The polish120 remote: every route under /polish120/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-polish120">
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route path="login" element={<LoginScreen />} />
          <Route element={<GuardedArea />}>
            <Route path="tasks" element={<HomeLayout />}>
              {/* the task centre renders here as the index route */}
            </Route>
            {/* tasks/:taskId and tasks/:taskId/progress go here (behind the guard) */}
            {/* spec 2: an unknown path after login goes to the task centre (without a token: the login page) */}
            <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
          </Route>
        </Routes>
      </Suspense>
    </div>
  );
}
