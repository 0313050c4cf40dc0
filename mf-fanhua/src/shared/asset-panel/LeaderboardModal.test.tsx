import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLeaderboard } from './assets-api';
import { LeaderboardModal } from './LeaderboardModal';

vi.mock('./assets-api', () => ({ fetchLeaderboard: vi.fn() }));

const rows = [
  { rank: 1, team_id: 't1', team_name: '一队', count: 12 },
  { rank: 2, team_id: 't2', team_name: '二队', count: 7 },
];

function showBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LeaderboardModal target={{ type: 'food', arg: '', name: '食物' }} myTeamId="t2" onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LeaderboardModal', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(fetchLeaderboard).mockReset();
  });

  it('says the board is frozen and from when (China time) once the organiser froze it', async () => {
    vi.mocked(fetchLeaderboard).mockResolvedValue({ rows, frozenAt: '2026-07-12T07:30:00.000Z' });
    showBoard();
    expect((await screen.findByRole('status')).textContent).toBe('已封榜：显示的是 07-12 15:30 的排名，之后的变化活动结束时公布');
    expect(screen.getByText('一队')).toBeTruthy();
  });

  it('says the board is frozen also when nobody held the item at the freeze', async () => {
    vi.mocked(fetchLeaderboard).mockResolvedValue({ rows: [], frozenAt: '2026-07-12T07:30:00.000Z' });
    showBoard();
    expect((await screen.findByRole('status')).textContent).toBe('已封榜：显示的是 07-12 15:30 的排名，之后的变化活动结束时公布');
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows the live board without that sentence before the freeze', async () => {
    vi.mocked(fetchLeaderboard).mockResolvedValue({ rows, frozenAt: null });
    showBoard();
    expect(await screen.findByText('一队')).toBeTruthy();
    expect(screen.queryByText(/已封榜/)).toBeNull();
  });
});
