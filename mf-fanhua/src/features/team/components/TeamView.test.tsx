import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamCurrentResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TeamView } from './TeamView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const current: TeamCurrentResponse = {
  success: true,
  team: { id: 't1', name: '拾荒者', description: '', invite_code: 'ABCD2345', status: 'active' },
  members: [
    { id: 'p1', name: '阿狼', isLeader: true, isSelf: false },
    { id: 'p2', name: '小雨', isLeader: false, isSelf: true },
  ],
  isLeader: false,
  is_leader: false,
};

function renderView() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <TeamView current={current} />
    </QueryClientProvider>,
  );
}

describe('TeamView', () => {
  it('marks the leader and the player, shows the empty description text', () => {
    renderView();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('阿狼队长');
    expect(rows[1]!.textContent).toContain('小雨我');
    expect(screen.getByText('（暂无描述）')).toBeTruthy();
  });

  it('copies the invite code and shows the copied state for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderView();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制' }));
    });
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
    expect(screen.getByRole('button', { name: '已复制' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: '已复制' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
  });
});
