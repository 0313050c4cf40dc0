import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling';

afterEach(() => {
  vi.useRealTimers();
});

/** A load per game whose answers the test releases one by one. */
function deferredLoads() {
  const pending: { game: string; resolve: (value: string) => void }[] = [];
  const loadOf = (game: string) => () =>
    new Promise<string>((resolve) => {
      pending.push({ game, resolve });
    });
  const answer = (game: string) => {
    const index = pending.findIndex((entry) => entry.game === game);
    const [entry] = pending.splice(index, 1);
    entry!.resolve(`${game} 的名次`);
  };
  return { loadOf, answer, pending };
}

describe('usePolling', () => {
  it('shows nothing of the former game once the game changes, not even its answer arriving late, and reads the new one at once', async () => {
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ game }) => usePolling(loads.loadOf(game), 10_000, game), { initialProps: { game: 'pilotsh' } });
    await act(async () => loads.answer('pilotsh'));
    expect(result.current.data).toBe('pilotsh 的名次');

    rerender({ game: 'fanhua' });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(loads.pending.map((entry) => entry.game)).toContain('fanhua'));
  });

  it('drops an answer of the former game that arrives after the switch', async () => {
    const loads = deferredLoads();
    const { result, rerender } = renderHook(({ game }) => usePolling(loads.loadOf(game), 10_000, game), { initialProps: { game: 'pilotsh' } });
    rerender({ game: 'fanhua' });
    await act(async () => loads.answer('pilotsh'));
    expect(result.current.data).toBeNull();
    await act(async () => loads.answer('fanhua'));
    expect(result.current.data).toBe('fanhua 的名次');
  });
});
