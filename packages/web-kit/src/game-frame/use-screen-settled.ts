import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterFirstScreen, BACKGROUND_POLL_WAIT } from '../after-first-screen';

/** At the latest this long after the guarded area mounts, the background polls start anyway. */
export const SCREEN_SETTLED_LATEST_MS = 3_000;

/**
 * Whether the game screen has shown its own content: the page's files are in (after `load`, a short quiet
 * network) and none of the screen's reads is still on its way. The background polls (is the game open, the
 * organiser's messages) start then, so on a phone's six connections they never queue in front of the
 * screen's own files and reads. True for good once reached; at the latest SCREEN_SETTLED_LATEST_MS.
 */
export function useScreenSettled(queryClient: QueryClient): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let unsubscribe: (() => void) | undefined;
    const finish = () => {
      clearTimeout(latest);
      unsubscribe?.();
      stopWaiting();
      setSettled(true);
    };
    const latest = setTimeout(finish, SCREEN_SETTLED_LATEST_MS);
    const stopWaiting = afterFirstScreen(() => {
      if (queryClient.isFetching() === 0) return finish();
      unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) finish();
      });
    }, BACKGROUND_POLL_WAIT);
    return () => {
      clearTimeout(latest);
      unsubscribe?.();
      stopWaiting();
    };
  }, [queryClient, settled]);
  return settled;
}
