import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@citygames/web-kit/NotFoundPage';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import { LoginScreen } from './auth/LoginScreen';
import HomeLayout from './home/HomeLayout';
import { HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
// Add game screens as `const X = lazy(() => import('./x/X'))` routes inside the guarded area.
const GuardedArea = lazy(() => import('./home/GuardedArea'));

/** The pilotsh remote: every route under /pilotsh/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-pilotsh">
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route path="login" element={<LoginScreen />} />
          <Route element={<GuardedArea />}>
            <Route path="tasks" element={<HomeLayout />}>
              {/* the task centre renders here as the index route */}
            </Route>
            {/* pz/* puzzle pages go here (behind the guard) */}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}
