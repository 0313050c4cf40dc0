import { useEffect, useState } from 'react';
import type { GameStatesResponse } from '@citygames/contracts/organizer/game-state.schema';

/**
 * Which games the organiser has closed (`GET /api/organizer/games/state`, public). null until
 * answered or when it cannot be read: then the landing page goes by the games' health alone.
 */
export function useOrganizerGameStates(fetchImpl: typeof fetch = fetch): Record<string, boolean> | null {
  const [states, setStates] = useState<Record<string, boolean> | null>(null);
  useEffect(() => {
    let alive = true;
    fetchImpl('/api/organizer/games/state', { cache: 'no-store', signal: AbortSignal.timeout(4000) })
      .then(async (response) => (response.ok ? ((await response.json()) as Partial<GameStatesResponse>) : null))
      .then((body) => {
        if (alive && body?.games) setStates(body.games);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [fetchImpl]);
  return states;
}
