import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RadioMessage } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_STALL_AFTER_MS } from '@citygames/contracts/fanhua/radio.rules';
import { fetchRadioPage } from './api/radio-api';
import RadioPage from './RadioPage';
import { FakeEventSource } from './testing/fake-event-source';

/** What the server holds; the test adds a broadcast while the page's stream is stalled. */
const onServer: RadioMessage[] = [];

vi.mock('./api/radio-api', () => ({
  fetchStreamTicket: vi.fn(async () => ({ success: true, ticket: `ticket-${Math.random().toString(36).slice(2, 12)}`, expires_in: 60 })),
  fetchRadioPage: vi.fn(async () => ({
    messages: [...onServer],
    pagination: { page: 1, limit: 20, total: onServer.length, totalPages: 1 },
  })),
  sendRadioMessage: vi.fn(),
}));

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Longer than any pause before the page opens a new stream. */
const MAX_RECONNECT_MS = 30_000;

const badge = () => screen.getByTestId('radio-live').textContent;
const titles = () => screen.queryAllByTestId('radio-card').map((card) => card.querySelector('h3')?.textContent);

describe('RadioPage when the stream stalls without closing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    onServer.length = 0;
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves 实时 for 定时刷新, shows a message sent during the stall by polling, and is live again once the stream works', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RadioPage />
      </QueryClientProvider>,
    );
    await advance(0);
    act(() => FakeEventSource.latest().emit('ready', '{"team":true}'));
    await advance(0);
    expect(badge()).toBe('实时');
    const readsWhileLive = vi.mocked(fetchRadioPage).mock.calls.length;

    // Live: no polling, whatever time passes with heartbeats.
    await advance(20_000);
    act(() => FakeEventSource.latest().emit('heartbeat'));
    await advance(10_000);
    expect(vi.mocked(fetchRadioPage).mock.calls.length).toBe(readsWhileLive);

    // The stream goes silent: the page notices within the bound and says so.
    await advance(RADIO_STALL_AFTER_MS);
    expect(badge()).toBe('定时刷新');

    // Reconnecting does not help (the new stream is silent too); a broadcast is sent meanwhile.
    onServer.push({
      id: 'b1',
      sender: 'commander',
      message_type: 'system_broadcast',
      title: '全体集合',
      msg: '<p>到钟楼集合</p>',
      created_at: new Date().toISOString(),
      seq: 1,
      scope: 'all',
    });
    expect(titles()).not.toContain('全体集合');
    await advance(15_000);
    expect(titles()).toContain('全体集合');
    expect(badge()).toBe('定时刷新');

    // The network recovers: the next stream says ready and the badge goes back.
    await advance(RADIO_STALL_AFTER_MS);
    act(() => FakeEventSource.latest().emit('ready', '{"team":true}'));
    await advance(0);
    expect(badge()).toBe('实时');
    expect(FakeEventSource.opened.filter((source) => !source.closed)).toHaveLength(1);
  });

  it('opens the next stream after the last position it received, so the server sends what was missed', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RadioPage />
      </QueryClientProvider>,
    );
    await advance(0);
    expect(FakeEventSource.latest().url).not.toContain('after=');
    act(() => FakeEventSource.latest().emit('ready', '{"team":true}'));
    const message: RadioMessage = {
      id: 'm7',
      sender: 'commander',
      message_type: 'system_broadcast',
      title: '第七条',
      msg: '<p>七</p>',
      created_at: new Date().toISOString(),
      scope: 'all',
      seq: 7,
    };
    act(() => FakeEventSource.latest().emit('message', JSON.stringify(message)));
    await advance(RADIO_STALL_AFTER_MS);
    await advance(MAX_RECONNECT_MS);
    expect(FakeEventSource.opened.length).toBeGreaterThan(1);
    expect(FakeEventSource.latest().url).toContain('&after=7');
  });
});
