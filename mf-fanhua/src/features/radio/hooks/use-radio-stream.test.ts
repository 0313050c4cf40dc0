import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRadioStream } from './use-radio-stream';

vi.mock('../api/radio-api', () => ({
  fetchStreamTicket: vi.fn(async () => ({ success: true, ticket: `ticket-${Math.random().toString(36).slice(2, 12)}`, expires_in: 60 })),
}));

/** The browser's EventSource as far as the hook uses it; each test drives what the gateway answered. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('useRadioStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is live once the stream says ready, and hands each message over', async () => {
    const events: unknown[] = [];
    const { result } = renderHook(() => useRadioStream((message) => events.push(message)));
    await flush();
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toMatch(/^\/api\/fanhua\/msg\/stream\?ticket=ticket-/);
    act(() => source.emit('ready'));
    expect(result.current).toBe(true);
    act(() => source.emit('message', JSON.stringify({ id: 'm1', content: '你好' })));
    expect(events).toEqual([null, { id: 'm1', content: '你好' }]);
  });

  it('falls back to polling when the gateway refuses the stream, and tries again later with a new ticket', async () => {
    const { result } = renderHook(() => useRadioStream(() => undefined));
    await flush();
    const refused = FakeEventSource.opened[0]!;
    // a 503 or a reset both reach the page as an error event, before any `ready`
    act(() => refused.onerror?.());
    expect(refused.closed).toBe(true);
    expect(result.current).toBe(false);
    expect(FakeEventSource.opened).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(FakeEventSource.opened).toHaveLength(2);
    const retry = FakeEventSource.opened[1]!;
    expect(retry.url).not.toBe(refused.url);
    act(() => retry.emit('ready'));
    expect(result.current).toBe(true);
  });

  it('waits longer after each refusal, at most 30 seconds', async () => {
    renderHook(() => useRadioStream(() => undefined));
    await flush();
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      act(() => FakeEventSource.opened.at(-1)!.onerror?.());
      const before = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === before) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
        });
        waited += 1000;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
