import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEventView, ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { ActivityPanel } from './ActivityPanel';
import { ConnectionBanner } from '../components/ConnectionBanner';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const event = (id: number, summary: string, extra: Partial<ActivityEventView> = {}): ActivityEventView => ({
  id: String(id),
  position: id,
  at: new Date(Date.UTC(2026, 4, 1, 2, 0, id)).toISOString(),
  game: 'pilotsh',
  kind: 'answer.wrong',
  teams: ['红队'],
  player: '小明',
  summary,
  ...extra,
});

/** pilotsh's feed as the service answers it; the other services have nothing. */
function fakeFeed(stored: ActivityEventView[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://console.test');
      urls.push(url);
      if (!url.pathname.startsWith('/api/pilotsh/')) return json({ events: [], older: null } satisfies ActivityFeedResponse);
      const after = url.searchParams.get('after');
      const before = url.searchParams.get('before');
      const team = url.searchParams.get('team');
      const matching = stored.filter((entry) => !team || entry.teams.includes(team));
      if (after) return json({ events: matching.filter((entry) => entry.position > Number(after)).reverse(), older: null } satisfies ActivityFeedResponse);
      const older = matching.filter((entry) => !before || entry.position < Number(before)).reverse();
      const page = older.slice(0, 2);
      return json({ events: page, older: older.length > 2 ? page[page.length - 1]!.id : null } satisfies ActivityFeedResponse);
    }),
  );
  return urls;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the activity feed', () => {
  it('shows the newest first, adds what happens after its newest entry, and pages back to the first', async () => {
    const stored = [event(1, '第一条'), event(2, '第二条'), event(3, '第三条', { kind: 'task.solved' })];
    const urls = fakeFeed(stored);
    render(<ActivityPanel />);
    const feed = await screen.findByTestId('activity-feed');
    expect([...feed.querySelectorAll('li')].map((item) => item.textContent)).toEqual([expect.stringContaining('第三条'), expect.stringContaining('第二条')]);

    stored.push(event(4, '新来的一条', { kind: 'task.banned', teams: ['蓝队'] }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('activity-feed').querySelector('li')!.textContent).toContain('新来的一条');
    expect(urls.some((url) => url.pathname === '/api/pilotsh/organizer/activity' && url.searchParams.get('after') === event(3, '').id)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '加载更早的动态' }));
    expect(await screen.findByText('第一条')).toBeTruthy();
    expect(screen.getByText('已经到最早的一条。')).toBeTruthy();
  });

  it('asks each service for one team when filtered', async () => {
    const urls = fakeFeed([event(1, '红队答错'), event(2, '蓝队答错', { teams: ['蓝队'] })]);
    render(<ActivityPanel />);
    await screen.findByTestId('activity-feed');
    fireEvent.change(screen.getByLabelText('按队名筛选'), { target: { value: '蓝队' } });
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    await screen.findByRole('button', { name: '清除「蓝队」' });
    expect(await screen.findByText('蓝队答错')).toBeTruthy();
    expect(screen.queryByText('红队答错')).toBeNull();
    expect(urls.filter((url) => url.searchParams.get('team') === '蓝队').map((url) => url.pathname)).toContain('/api/pilotsh/organizer/activity');
  });
});

describe('the connection banner', () => {
  it('says the numbers are from the last answer when the server cannot be reached', async () => {
    const urls = fakeFeed([event(1, '第一条')]);
    render(
      <>
        <ConnectionBanner />
        <ActivityPanel />
      </>,
    );
    await screen.findByTestId('activity-feed');
    expect(screen.getByTestId('last-updated').textContent).toMatch(/^已更新 \d\d:\d\d:\d\d$/);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('connection-banner').textContent).toMatch(/^连不上服务器：显示的是 \d\d:\d\d:\d\d 的数据，恢复后自动更新。$/);
    expect(screen.getByText('第一条')).toBeTruthy();
    expect(urls.length).toBeGreaterThan(0);
  });
});
