/**
 * Runs `work` once the page's first paint has been shown, or, on a page that has painted before, once the next frame
 * has: the landing page's first paint then never waits for its status reads, not even in a simulation of a slow phone
 * that counts every request finished before the paint was shown.
 *
 * On the first load the browser's own `first-contentful-paint` entry says when the paint reached the screen (its
 * presentation time, which in Chromium can come a frame or more after the animation frames that drew it); two
 * animation frames are only the fallback for a browser without paint timing, or a page that painted long ago.
 * Returns a cancel for a caller that goes away first.
 */
export function afterNextPaint(work: () => void): () => void {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  const runSoon = () => {
    if (settled) return;
    settled = true;
    observer?.disconnect();
    clearTimeout(timer);
    timer = setTimeout(work, 0);
  };

  if (awaitsFirstPaint()) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) runSoon();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that is not shown (a tab opened in the background) paints nothing: its reads start anyway.
    timer = setTimeout(runSoon, FIRST_PAINT_WAIT_MS);
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(runSoon);
    });
  }
  return () => {
    settled = true;
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long the reads wait for the first paint before they start without it. */
export const FIRST_PAINT_WAIT_MS = 3000;

/** True when this browser reports paint timing and the page has not shown its first contentful paint yet. */
function awaitsFirstPaint(): boolean {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
  return performance.getEntriesByName('first-contentful-paint').length === 0;
}
