import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_POLL_WAIT } from '../after-first-screen';
import { SCREEN_SETTLED_LATEST_MS, useScreenSettled } from './use-screen-settled';

afterEach(() => {
  vi.useRealTimers();
});

describe('useScreenSettled', () => {
  it("waits for the screen's reads still on their way after the page's files are in", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['area'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useScreenSettled(client));
    await act(async () => vi.advanceTimersByTime(BACKGROUND_POLL_WAIT.quietMs + 50));
    expect(result.current).toBe(false);
    await act(async () => answer('钟楼广场'));
    expect(result.current).toBe(true);
  });

  it('settles after the quiet wait when the screen reads nothing, and at the latest after SCREEN_SETTLED_LATEST_MS', async () => {
    vi.useFakeTimers();
    const idle = renderHook(() => useScreenSettled(new QueryClient()));
    await act(async () => vi.advanceTimersByTime(BACKGROUND_POLL_WAIT.quietMs));
    expect(idle.result.current).toBe(true);

    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise<string>(() => undefined) });
    const stuck = renderHook(() => useScreenSettled(client));
    await act(async () => vi.advanceTimersByTime(SCREEN_SETTLED_LATEST_MS - 1));
    expect(stuck.result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(stuck.result.current).toBe(true);
  });
});
