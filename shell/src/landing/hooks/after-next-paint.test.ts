import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, FIRST_PAINT_WAIT_MS } from './after-next-paint';

/** A browser's paint timing: `paint()` shows the first contentful paint to the observers. */
function fakePaintTiming() {
  const observers = new Set<(names: string[]) => void>();
  const painted: string[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private readonly notify: (names: string[]) => void;
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      this.notify = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    observe() {
      observers.add(this.notify);
      if (painted.length > 0) this.notify(painted);
    }
    disconnect() {
      observers.delete(this.notify);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => painted.filter((entry) => entry === name) as unknown as PerformanceEntryList);
  return {
    paint() {
      painted.push('first-contentful-paint');
      for (const notify of observers) notify(painted);
    },
  };
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on the first load waits for the first contentful paint to be shown, not for animation frames', () => {
    const timing = fakePaintTiming();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(100); // a few animation frames go by
    expect(work).not.toHaveBeenCalled();
    timing.paint();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint comes (a page opened in the background), and never twice', () => {
    const timing = fakePaintTiming();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(work).toHaveBeenCalledTimes(1);
    timing.paint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on a page that painted before, runs after the next frame has been drawn', () => {
    fakePaintTiming().paint();
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, whichever way it waits', () => {
    const timing = fakePaintTiming();
    const waiting = vi.fn();
    afterNextPaint(waiting)();
    timing.paint();
    const framed = vi.fn();
    afterNextPaint(framed)();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(waiting).not.toHaveBeenCalled();
    expect(framed).not.toHaveBeenCalled();
  });
});
