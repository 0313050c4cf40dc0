import { QueryClient } from '@tanstack/react-query';

export const QUERY_NETWORK_MODE = 'offlineFirst' as const;
export const MUTATION_NETWORK_MODE = 'always' as const;

/**
 * Server state of a game's screens (polling, refetch after mutations); one client per guarded area.
 * TanStack Query's default networkMode 'online' pauses a mutation while navigator.onLine is false, so an
 * offline submit spun with no word: mutations run always (the API client refuses offline writes at once,
 * answer screens keep offline answers themselves), and a query tries once offline ('offlineFirst'), so the
 * service worker's last copy of a game's GET shows, and pauses its retries until the phone is back.
 */
export function createGameQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 5_000, networkMode: QUERY_NETWORK_MODE },
      mutations: { retry: false, networkMode: MUTATION_NETWORK_MODE },
    },
  });
  refetchWhenServiceWorkerTakesOver(client);
  return client;
}

/**
 * The first visit's screen read its data before the service worker controlled the page, so the worker kept none of
 * it: once the worker takes over, the screen's reads are sent again through it and kept, and one visit is enough to
 * show the player's own last screen without signal.
 */
function refetchWhenServiceWorkerTakesOver(client: QueryClient): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers || workers.controller) return;
  workers.addEventListener('controllerchange', () => void client.refetchQueries({ type: 'active' }), { once: true });
}
