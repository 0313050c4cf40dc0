import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAITING_PLAYERS_SHOWN } from '../roster-search-rules';
import { WaitingPlayers } from './WaitingPlayers';

afterEach(cleanup);

const players = Array.from({ length: 300 }, (_, index) => ({
  name: `玩家${index + 1}`,
  phone: `1380000${String(index).padStart(4, '0')}`,
  registeredAt: '2026-11-29T08:00:00.000Z',
}));

describe('WaitingPlayers', () => {
  it('lists the first players of a long wait and the rest on request, so the tools below stay near the top', () => {
    render(<WaitingPlayers players={players} total={players.length} teams={[]} onPlace={vi.fn(async () => true)} />);
    expect(screen.getByRole('heading').textContent).toBe('等待分队的玩家（300）');
    expect(screen.getAllByRole('listitem')).toHaveLength(WAITING_PLAYERS_SHOWN);
    fireEvent.click(screen.getByRole('button', { name: `显示其余 ${300 - WAITING_PLAYERS_SHOWN} 名玩家（或在上面搜索）` }));
    expect(screen.getAllByRole('listitem')).toHaveLength(300);
    expect(screen.queryByRole('button', { name: /显示其余/ })).toBeNull();
  });
});
