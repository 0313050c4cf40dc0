import { useEffect, useState } from 'react';
import type { GameStatesResponse } from '@citygames/contracts/organizer/game-state.schema';
import { afterNextPaint } from './after-next-paint';

/**
 * How often the landing page asks again while it is visible. With svc-auth holding its answer up to
 * 1 s, a game the organiser opens or closes shows as such within 4 s, without a reload.
 */
export const GAME_STATES_POLL_MS = 3000;

/** Which games are open, and when each one its timetable keeps closed opens (ISO, or null). */
export interface OrganizerGameStates {
  open: Record<string, boolean>;
  opensAt: Record<string, string | null>;
}

/**
 * Which games the organiser has closed (`GET /api/organizer/games/state`, public), asked once the
 * page's first frame is painted and again every GAME_STATES_POLL_MS while the page is visible. null until answered or
 * while it cannot be read: then the landing page goes by the games' health alone.
 */
export function useOrganizerGameStates(fetchImpl: typeof fetch = fetch): OrganizerGameStates | null {
  const [states, setStates] = useState<OrganizerGameStates | null>(null);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
      const answer = visible
        ? fetchImpl('/api/organizer/games/state', { cache: 'no-store', signal: AbortSignal.timeout(4000) })
            .then(async (response) => (response.ok ? ((await response.json()) as Partial<GameStatesResponse>) : null))
            .then((body) => {
              if (alive && body?.games) setStates({ open: body.games, opensAt: body.opensAt ?? {} });
            })
            .catch(() => undefined)
        : Promise.resolve();
      void answer.finally(() => {
        if (alive) timer = setTimeout(ask, GAME_STATES_POLL_MS);
      });
    };
    const cancelFirst = afterNextPaint(ask);
    return () => {
      alive = false;
      cancelFirst();
      clearTimeout(timer);
    };
  }, [fetchImpl]);
  return states;
}
