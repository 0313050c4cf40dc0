import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '@citygames/web-kit/lazy-screen';
import { GameRoutes } from '@citygames/web-kit/GameRoutes';
import { AuthPage } from './features/auth/AuthPage';
import HomeLayout from './app/HomeLayout';
import { FanhuaNotFound } from './app/FanhuaNotFound';
import { BASE_PATH, HOME_PATH } from './paths';

// Everything behind the login guard is loaded on demand so the login screen stays small.
// Add game screens as `const X = lazyScreen(() => import('./x/X'))` routes inside the guarded area, and to SCREENS.
const GuardedArea = lazyScreen(() => import(/* webpackChunkName: "guarded-area" */ './app/GuardedArea'));
const TeamInfoPage = lazyScreen(() => import(/* webpackChunkName: "team-info" */ './features/team/TeamInfoPage'));
const AreaPage = lazyScreen(() => import(/* webpackChunkName: "area" */ './features/area/AreaPage'));
const PropertyPage = lazyScreen(() => import(/* webpackChunkName: "property" */ './features/property/PropertyPage'));
const GpsTestPage = lazyScreen(() => import(/* webpackChunkName: "gpstest" */ './features/gpstest/GpsTestPage'));
const TradePage = lazyScreen(() => import(/* webpackChunkName: "trade" */ './features/trade/TradePage'));
const RadioPage = lazyScreen(() => import(/* webpackChunkName: "radio" */ './features/radio/RadioPage'));
const AdministrationPage = lazyScreen(() => import(/* webpackChunkName: "administration" */ './features/administration/AdministrationPage'));

/** What each screen's path renders, loaded side by side when the page opens on it. */
const SCREENS = {
  teaminfo: [GuardedArea, TeamInfoPage],
  login: [GuardedArea, TeamInfoPage],
  gpstest: [GuardedArea, GpsTestPage],
  area: [GuardedArea, AreaPage],
  property: [GuardedArea, PropertyPage],
  trade: [GuardedArea, TradePage],
  radio: [GuardedArea, RadioPage],
  administration: [GuardedArea, AdministrationPage],
};

/** The fanhua remote: every route under /fanhua/*, written relative to that base. */
export default function App() {
  return (
    <div className="cg-game-root cg-game-fanhua">
      <GameRoutes basePath={BASE_PATH} screens={SCREENS}>
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
      </GameRoutes>
    </div>
  );
}
