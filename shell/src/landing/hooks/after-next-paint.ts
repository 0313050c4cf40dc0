/**
 * Runs `work` once the page's current frame has been painted and shown: the callback of the next frame's
 * animation callback (the frame after the one being drawn now), then a task. The landing page's first paint then
 * never waits for its status reads, not even in a simulation of a slow phone that counts every request started
 * before the paint was shown. Returns a cancel for a caller that goes away first.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(work, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
