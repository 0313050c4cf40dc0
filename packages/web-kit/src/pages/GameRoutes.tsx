import { Suspense, type ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import { usePreloadScreens, type Preloadable } from '../lazy-screen';
import { PageLoading } from './PageLoading';

interface GameRoutesProps {
  /** The remote's base path, e.g. `/pilotsh`. */
  basePath: string;
  /** What each screen's path renders (relative to `basePath`), loaded side by side when the page opens on it. */
  screens: Readonly<Record<string, readonly Preloadable[]>>;
  /** The remote's `<Route>`s. */
  children: ReactNode;
}

/**
 * A remote's routes, shown once every layer of the screen the page opened on has arrived: the first screen renders
 * in one go instead of one Suspense fallback per layer (React keeps each fallback up for at least 300 ms).
 */
export function GameRoutes({ basePath, screens, children }: GameRoutesProps) {
  const firstScreenReady = usePreloadScreens(basePath, screens);
  if (!firstScreenReady) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>{children}</Routes>
    </Suspense>
  );
}
