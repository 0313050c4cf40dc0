import { useEffect, useState } from 'react';

/** `open`: answered; `offline`: the gateway says the game is off (503); `unknown`: no answer (not held against it). */
export type GameAvailability = 'checking' | 'open' | 'offline' | 'unknown';

export const HEALTH_TIMEOUT_MS = 4000;

export async function checkGameHealth(gameId: string, fetchImpl: typeof fetch = fetch): Promise<GameAvailability> {
  try {
    const response = await fetchImpl(`/api/${gameId}/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (response.status === 503) return 'offline';
    return response.ok ? 'open' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Asks every game's `GET /api/<game>/health` once when the landing page opens. */
export function useGameHealth(gameIds: readonly string[]): Record<string, GameAvailability> {
  const key = gameIds.join(',');
  const [state, setState] = useState<Record<string, GameAvailability>>(() =>
    Object.fromEntries(gameIds.map((id) => [id, 'checking'])),
  );
  useEffect(() => {
    let alive = true;
    for (const id of key ? key.split(',') : []) {
      void checkGameHealth(id).then((availability) => {
        if (alive) setState((current) => ({ ...current, [id]: availability }));
      });
    }
    return () => {
      alive = false;
    };
  }, [key]);
  return state;
}
