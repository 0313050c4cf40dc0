import { QueryClient } from '@tanstack/react-query';

/** Server state of a game's screens (polling, refetch after mutations); one client per guarded area. */
export function createGameQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}
