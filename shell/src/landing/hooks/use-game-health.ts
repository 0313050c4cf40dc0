import { SERVICE_BUSY_ERROR } from '@citygames/contracts/common/service-busy.rules';
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * `open`: answered; `busy`: its service is restarting or overloaded (503 SERVICE_BUSY); `offline`: another 503
 * (the gateway says the game is off); `unknown`: no answer (not held against it).
 */
export type GameAvailability = 'checking' | 'open' | 'busy' | 'offline' | 'unknown';

export const HEALTH_TIMEOUT_MS = 4000;
/** A game that answered 503 is asked again this often, so the page follows a restart by itself. */
export const RECHECK_OFFLINE_MS = 5000;

async function errorCodeOf(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  } catch {
    return undefined;
  }
}

export async function checkGameHealth(gameId: string, fetchImpl: typeof fetch = fetch): Promise<GameAvailability> {
  try {
    const response = await fetchImpl(`/api/${gameId}/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (response.status === 503) return (await errorCodeOf(response)) === SERVICE_BUSY_ERROR ? 'busy' : 'offline';
    // An unread body keeps the request, and on HTTP/1.1 one of the page's six connections, open until the time-out aborts it.
    await response.arrayBuffer();
    return response.ok ? 'open' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Asks every game's `GET /api/<game>/health` once the landing page's first frame is painted, and again every few seconds while it answers 503. */
export function useGameHealth(gameIds: readonly string[]): Record<string, GameAvailability> {
  const key = gameIds.join(',');
  const [state, setState] = useState<Record<string, GameAvailability>>(() => Object.fromEntries(gameIds.map((id) => [id, 'checking'])));
  useEffect(() => {
    let alive = true;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const ask = (id: string) => {
      void checkGameHealth(id).then((availability) => {
        if (!alive) return;
        setState((current) => ({ ...current, [id]: availability }));
        if (availability !== 'offline' && availability !== 'busy') return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          ask(id);
        }, RECHECK_OFFLINE_MS);
        timers.add(timer);
      });
    };
    const cancelFirst = afterNextPaint(() => {
      for (const id of key ? key.split(',') : []) ask(id);
    });
    return () => {
      alive = false;
      cancelFirst();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [key]);
  return state;
}
