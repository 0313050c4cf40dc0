/** At most one manual location request per 10 s, across the GPS test page and the map. */
export const MANUAL_INTERVAL_MS = 10_000;

export type ThrottleAnswer = { ok: true } | { ok: false; waitSeconds: number };

export function createThrottle(intervalMs: number, clock: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryStart(): ThrottleAnswer {
      const now = clock();
      const elapsed = now - last;
      if (elapsed < intervalMs) return { ok: false, waitSeconds: Math.ceil((intervalMs - elapsed) / 1000) };
      last = now;
      return { ok: true };
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

export const manualLocationThrottle = createThrottle(MANUAL_INTERVAL_MS);
