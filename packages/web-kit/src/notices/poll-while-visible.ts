const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Runs `ask` now and again `everyMs` after each run ends, only while the page is visible (a hidden tab asks
 * nothing and asks at once when it shows again); never two at a time. Answers the function that stops it.
 */
export function pollWhileVisible(ask: () => Promise<void>, everyMs: number): () => void {
  let stopped = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    if (stopped || running || !pageVisible()) return;
    running = true;
    void ask().finally(() => {
      running = false;
      if (!stopped) timer = setTimeout(run, everyMs);
    });
  };
  const onVisibility = () => {
    if (pageVisible()) run();
  };
  run();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
