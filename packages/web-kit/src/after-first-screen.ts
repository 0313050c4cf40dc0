/** How long the page's network must stay quiet after `load` before the first screen counts as done. */
export const QUIET_MS = 1_000;
/** At the latest this long after `load` (a screen that polls fast never goes quiet). */
export const LATEST_MS = 10_000;

export interface FirstScreenWait {
  /** Quiet network needed after the last resource started (default QUIET_MS). */
  quietMs?: number;
  /** Start at the latest this long after `load` (default LATEST_MS). */
  latestMs?: number;
  scope?: Window;
}

/**
 * Runs `start` once the first screen is done: after `load`, when no resource (file or fetch) has started for
 * `quietMs` (a game screen loads its remote and its data after `load`), and at the latest `latestMs` after `load`.
 * Work that the first screen does not show — the worker's precache, background polls, the install manifest —
 * waits for it, so on a slow phone it never shares the connections and the bandwidth with the screen's own files.
 * Returns a cancel for a caller that goes away first.
 */
export function afterFirstScreen(start: () => void, { quietMs = QUIET_MS, latestMs = LATEST_MS, scope = window }: FirstScreenWait = {}): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
    scope.removeEventListener('load', whenLoaded);
  };
  const finish = () => {
    if (done) return;
    stop();
    start();
  };
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  };
  function whenLoaded() {
    if (done) return;
    observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(restartQuiet) : undefined;
    try {
      observer?.observe({ type: 'resource' });
    } catch {
      // no resource timing here: the quiet wait alone decides
    }
    latest = setTimeout(finish, latestMs);
    restartQuiet();
  }
  if (scope.document.readyState === 'complete') whenLoaded();
  else scope.addEventListener('load', whenLoaded, { once: true });
  return stop;
}

/**
 * The wait of a screen's background polls (is the game open, the organiser's messages): their first ask comes
 * once the screen's own files and reads are in. A closed game is still shown at once: the screen's own calls
 * answer GAME_OFFLINE.
 */
export const BACKGROUND_POLL_WAIT = { quietMs: 300, latestMs: 3_000 } as const satisfies FirstScreenWait;
