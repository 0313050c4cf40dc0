import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPlayer } from '@citygames/contracts/fanhua/admin.schema';
import { PlayerSelect } from './PlayerSelect';

afterEach(cleanup);

const players: AdminPlayer[] = [
  { id: 'a', name: '阿狼', phone: '13900000001', team_id: null, team_name: null, is_leader: false },
  { id: 'b', name: '小雨', phone: '13900000002', team_id: 't1', team_name: '拾荒者', is_leader: false },
];

let chosen = '';
function Harness() {
  const [value, setValue] = useState('');
  chosen = value;
  return <PlayerSelect label="玩家" players={players} value={value} onChange={setValue} />;
}

describe('PlayerSelect', () => {
  it('unchooses the player a search hides, so the action acts on what the select shows', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('combobox', { name: '玩家' }), { target: { value: 'a' } });
    expect(chosen).toBe('a');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '小雨' } });
    expect(chosen).toBe('');
    expect((screen.getByRole('combobox', { name: '玩家' }) as HTMLSelectElement).value).toBe('');

    fireEvent.change(screen.getByRole('combobox', { name: '玩家' }), { target: { value: 'b' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '雨' } });
    expect(chosen).toBe('b');
  });
});
