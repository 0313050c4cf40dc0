import { Suspense, useCallback, useLayoutEffect, useState, type ComponentType } from 'react';
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

/** What was loaded for which game and attempt (`for`): a game switched or retried shows loading until its own load ends. */
type RemoteLoad = { for: string } & ({ status: 'loading' } | { status: 'loaded'; App: ComponentType } | { status: 'failed'; error: Error });

/**
 * One game's front end, loaded on demand from its remote. A failure to load or a crash stays inside
 * this component (the landing page and the other games keep working), with a retry that loads again.
 * The remote is waited for with state, not with Suspense: React keeps a Suspense fallback on screen at
 * least 300 ms, which would hold back a game screen whose code and data are already here.
 */
export function RemoteGame({ game, load = loadGameApp }: RemoteGameProps) {
  const [attempt, setAttempt] = useState(0);
  const loadKey = `${game.id}#${attempt}`;
  const [remote, setRemote] = useState<RemoteLoad>({ for: loadKey, status: 'loading' });
  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  // a layout effect: the remote is asked for in the same task as the first render
  useLayoutEffect(() => {
    let current = true;
    load(game.id).then(
      (module) => current && setRemote({ for: loadKey, status: 'loaded', App: module.default }),
      (error: unknown) => current && setRemote({ for: loadKey, status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [game.id, load, loadKey]);

  const unavailable = (error: Error) => (
    <RemoteUnavailable gameId={game.id} gameTitle={game.title} reason={lastRemoteFailure(remoteNameFor(game.id))?.message ?? error.message} onRetry={retry} />
  );
  const loading = <PageLoading text={REMOTE_TEXTS.loading(game.title)} />;
  if (remote.for !== loadKey || remote.status === 'loading') return loading;
  if (remote.status === 'failed') return unavailable(remote.error);
  const { App } = remote;
  return (
    <ErrorBoundary key={attempt} fallback={unavailable}>
      <Suspense fallback={loading}>
        <App />
      </Suspense>
    </ErrorBoundary>
  );
}
