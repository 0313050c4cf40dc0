/** How long the page's network must stay quiet after `load` before the first screen counts as done. */
export const QUIET_MS = 1_000;
/** At the latest this long after `load` (a screen that polls fast never goes quiet). */
export const LATEST_MS = 10_000;

/**
 * Runs `start` once the first screen is done: after `load`, when no resource has started loading for QUIET_MS
 * (a game screen loads its remote and its data after `load`, and the worker's precache of every game must not
 * share the phone's bandwidth with them), and at the latest LATEST_MS after `load`.
 */
export function afterFirstScreen(start: () => void, scope: Window = window): void {
  const whenLoaded = () => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
      start();
    };
    const restartQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, QUIET_MS);
    };
    const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(restartQuiet) : undefined;
    try {
      observer?.observe({ type: 'resource' });
    } catch {
      // no resource timing here: the quiet wait alone decides
    }
    const latest = setTimeout(finish, LATEST_MS);
    restartQuiet();
  };
  if (scope.document.readyState === 'complete') whenLoaded();
  else scope.addEventListener('load', whenLoaded, { once: true });
}
