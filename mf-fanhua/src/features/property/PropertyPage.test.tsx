import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAwakening, type AwakeningStatus } from './api/awakening-api';
import PropertyPage from './PropertyPage';

vi.mock('./api/awakening-api', () => ({ fetchAwakening: vi.fn(), allocateTalents: vi.fn() }));
vi.mock('../../shared/teams/teams-api', () => ({
  fetchCurrentTeam: vi.fn(async () => ({ success: true, team: { id: 't1', name: '拾荒者' }, members: [], isLeader: true, is_leader: true })),
}));
vi.mock('../../shared/asset-panel/AssetPanel', () => ({ AssetPanel: () => null }));

function showWith(status: AwakeningStatus) {
  vi.mocked(fetchAwakening).mockResolvedValue(status);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PropertyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PropertyPage awakening offer', () => {
  afterEach(cleanup);

  it('offers the awakening to a team nobody blocks', async () => {
    showWith({ awakened: false, blockedBy: [] });
    expect(await screen.findByRole('button', { name: '觉醒天赋' })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: '天赋觉醒' })).toBeTruthy();
    expect(screen.queryByTestId('awaken-blocked')).toBeNull();
  });

  it("names the members who took part in another team's awakening instead of offering it", async () => {
    showWith({ awakened: false, blockedBy: ['老王', '小李'] });
    expect((await screen.findByTestId('awaken-blocked')).textContent).toBe(
      '本队不能觉醒天赋：队员「老王」、「小李」已经在别的队伍参与过天赋觉醒，每名玩家只能参与一次。',
    );
    expect(screen.queryByRole('button', { name: '觉醒天赋' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: '天赋觉醒' })).toBeNull();
    expect(screen.queryByText('确认分配')).toBeNull();
  });
});
