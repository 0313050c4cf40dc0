import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import { AuthPage } from './features/auth/AuthPage';
import HomeLayout from './app/HomeLayout';
import { FanhuaNotFound } from './app/FanhuaNotFound';
import { HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
// Add game screens as `const X = lazy(() => import('./x/X'))` routes inside the guarded area.
const GuardedArea = lazy(() => import('./app/GuardedArea'));
const TeamInfoPage = lazy(() => import('./features/team/TeamInfoPage'));
const AreaPage = lazy(() => import('./features/area/AreaPage'));
const PropertyPage = lazy(() => import('./features/property/PropertyPage'));
const GpsTestPage = lazy(() => import('./features/gpstest/GpsTestPage'));
const TradePage = lazy(() => import('./features/trade/TradePage'));
const RadioPage = lazy(() => import('./features/radio/RadioPage'));
const AdministrationPage = lazy(() => import('./features/administration/AdministrationPage'));

/** The fanhua remote: every route under /fanhua/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-fanhua">
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route path="auth" element={<AuthPage />} />
          <Route element={<GuardedArea />}>
            <Route element={<HomeLayout />}>
              {/* /fanhua/login and /fanhua/teaminfo show the same team screen */}
              <Route path="teaminfo" element={<TeamInfoPage />} />
              <Route path="login" element={<TeamInfoPage />} />
              <Route path="gpstest" element={<GpsTestPage />} />
              <Route path="area" element={<AreaPage />} />
              <Route path="property" element={<PropertyPage />} />
              <Route path="trade" element={<TradePage />} />
              <Route path="radio" element={<RadioPage />} />
              <Route path="administration" element={<AdministrationPage />} />
            </Route>
          </Route>
          <Route path="*" element={<FanhuaNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
