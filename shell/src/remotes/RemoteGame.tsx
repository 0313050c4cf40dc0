import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { GameEntry } from '@citygames/web-kit/app-config';
import { ErrorBoundary } from '@citygames/web-kit/ErrorBoundary';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import { loadGameApp, remoteNameFor } from './load-game-app';
import { lastRemoteFailure } from './remote-failures';
import { REMOTE_TEXTS, RemoteUnavailable } from './RemoteUnavailable';

interface RemoteGameProps {
  game: GameEntry;
  /** Replaceable in tests. */
  load?: (gameId: string) => Promise<{ default: ComponentType }>;
}

/**
 * One game's front end, loaded on demand from its remote. A failure stays inside this
 * boundary (the landing page and the other games keep working). React.lazy remembers a
 * rejected load, so a retry makes a new lazy component and resets the boundary.
 */
export function RemoteGame({ game, load = loadGameApp }: RemoteGameProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const GameApp = useMemo(() => lazy(() => load(game.id)), [game.id, load, attempt]);

  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => (
        <RemoteUnavailable
          gameId={game.id}
          gameTitle={game.title}
          reason={lastRemoteFailure(remoteNameFor(game.id))?.message ?? error.message}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<PageLoading text={REMOTE_TEXTS.loading(game.title)} />}>
        <GameApp />
      </Suspense>
    </ErrorBoundary>
  );
}
