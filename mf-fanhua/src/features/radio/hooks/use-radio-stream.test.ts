import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RADIO_HEARTBEAT_MS, RADIO_STALL_AFTER_MS } from '@citygames/contracts/fanhua/radio.rules';
import { FakeEventSource } from '../testing/fake-event-source';
import { useRadioStream } from './use-radio-stream';

vi.mock('../api/radio-api', () => ({
  fetchStreamTicket: vi.fn(async () => ({ success: true, ticket: `ticket-${Math.random().toString(36).slice(2, 12)}`, expires_in: 60 })),
}));

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const flush = () => advance(0);

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

    await advance(2000);
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
        await advance(1000);
        waited += 1000;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('stays live as long as heartbeats arrive, however quiet the radio is', async () => {
    const { result } = renderHook(() => useRadioStream(() => undefined));
    await flush();
    const source = FakeEventSource.latest();
    act(() => source.emit('ready'));
    for (let beat = 0; beat < 8; beat += 1) {
      await advance(RADIO_HEARTBEAT_MS);
      act(() => source.emit('heartbeat', JSON.stringify({ at: new Date().toISOString() })));
    }
    expect(result.current).toBe(true);
    expect(source.closed).toBe(false);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('takes a stream that goes silent without closing for stalled: not live, catches up, reconnects with a new ticket', async () => {
    const events: unknown[] = [];
    const { result } = renderHook(() => useRadioStream((message) => events.push(message)));
    await flush();
    const stalled = FakeEventSource.latest();
    act(() => stalled.emit('ready'));
    expect(result.current).toBe(true);
    events.length = 0;

    // The connection stays open (no error event) but nothing more arrives: a NAT dropped the flow.
    await advance(RADIO_STALL_AFTER_MS - 1);
    expect(result.current).toBe(true);
    await advance(1);
    expect(result.current).toBe(false);
    expect(stalled.closed).toBe(true);
    expect(events).toEqual([null]); // the page re-reads at once

    await advance(2000);
    expect(FakeEventSource.opened).toHaveLength(2);
    const fresh = FakeEventSource.latest();
    expect(fresh.url).not.toBe(stalled.url);
    act(() => fresh.emit('ready'));
    expect(result.current).toBe(true);
  });

  it('also gives up on a stream that never says ready', async () => {
    renderHook(() => useRadioStream(() => undefined));
    await flush();
    const silent = FakeEventSource.latest();
    await advance(RADIO_STALL_AFTER_MS + 2000);
    expect(silent.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('counts a stream that delivers heartbeats as live even if its ready was lost, and catches up once', async () => {
    const events: unknown[] = [];
    const { result } = renderHook(() => useRadioStream((message) => events.push(message)));
    await flush();
    act(() => FakeEventSource.latest().emit('heartbeat'));
    expect(result.current).toBe(true);
    act(() => FakeEventSource.latest().emit('heartbeat'));
    expect(events).toEqual([null]);
  });
});
