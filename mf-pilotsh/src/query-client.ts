import { QueryClient } from '@tanstack/react-query';

/** Server state of the game screens (polling, refetch after mutations). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}
