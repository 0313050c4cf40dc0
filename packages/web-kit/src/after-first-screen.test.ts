import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, LATEST_MS, QUIET_MS } from './after-first-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('waits for a quiet network after load, and starts once', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterFirstScreen(start);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest LATEST_MS after load even if the quiet wait keeps being restarted', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const callbacks: (() => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    afterFirstScreen(start);
    for (let elapsed = 0; elapsed < LATEST_MS - 500; elapsed += 500) {
      callbacks.forEach((callback) => callback());
      vi.advanceTimersByTime(500);
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('takes a shorter quiet wait and latest start when asked, and never starts once cancelled', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterFirstScreen(start, { quietMs: 300, latestMs: 3000 });
    vi.advanceTimersByTime(299);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterFirstScreen(cancelled, { quietMs: 300, latestMs: 3000 });
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
