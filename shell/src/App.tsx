import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppConfig } from '@citygames/web-kit/app-config';
import { BackendBanner } from '@citygames/web-kit/BackendBanner';
import { NotFoundPage } from '@citygames/web-kit/NotFoundPage';
import { ConfigUnavailable } from './config/ConfigUnavailable';
import { LandingPage } from './landing/LandingPage';
import { RemoteGame } from './remotes/RemoteGame';
import { UpdatePrompt } from './service-worker/UpdatePrompt';
import { PRINT_KIT_ROUTE } from './organizer/studio/print/print-kit-path';

// The organiser's console is a chunk of its own, fetched only on /organizer (see docs/organizer.md).
const OrganizerPage = lazy(() => import(/* webpackChunkName: "organizer" */ './organizer/OrganizerPage'));
const PrintKitPage = lazy(() => import(/* webpackChunkName: "organizer-print" */ './organizer/studio/print/PrintKitPage'));

interface AppProps {
  /** null when /app-config.json could not be read. */
  config: AppConfig | null;
  loadGame?: (gameId: string) => Promise<{ default: ComponentType }>;
}

/**
 * The route table of the whole site: the landing page, each configured game's routes under
 * /<game>/* rendered by its remote, the organiser's console, and the not-found page for everything else.
 */
export function App({ config, loadGame }: AppProps) {
  if (!config) return <ConfigUnavailable />;
  return (
    <>
      <BackendBanner />
      <UpdatePrompt />
      <Routes>
        <Route path="/" element={<LandingPage config={config} />} />
        {config.games.map((game) => (
          <Route key={game.id} path={`/${game.id}/*`} element={<RemoteGame game={game} {...(loadGame ? { load: loadGame } : {})} />} />
        ))}
        <Route
          path={PRINT_KIT_ROUTE}
          element={
            <Suspense fallback={null}>
              <PrintKitPage />
            </Suspense>
          }
        />
        <Route
          path="/organizer/*"
          element={
            <Suspense fallback={null}>
              <OrganizerPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
