import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamBan } from '@citygames/contracts/organizer/corrections.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import type { RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import type { RosterAct } from '../hooks/use-roster';
import { TeamCorrections } from './TeamCorrections';

const api = vi.hoisted(() => ({
  points: vi.fn(async () => ({ summary: '' })),
  task: vi.fn(async () => ({ summary: '' })),
  bans: vi.fn(async (): Promise<{ bans: TeamBan[] }> => ({ bans: [] })),
  liftBan: vi.fn(async () => ({ summary: '' })),
  taskGrid: vi.fn(async () => ({ at: '2030-01-01T02:00:00.000Z', tasks: [{ id: 'T1', name: '钟楼报时', group: '任务' }], teams: [] })),
}));
vi.mock('../api/corrections-api', () => ({ correctionsApi: () => api }));

const TEAM: RosterTeam = { id: 'team-a', name: '甲队', leader: { phone: '13900000001', name: '阿一' }, members: [] };
const UNTIL = '2030-01-01T02:05:00.000Z';
const X_AREA_BAN: TeamBan = { key: 'x-area:stage1', kind: 'x-area', name: 'X 区域第 1 阶段', banUntil: UNTIL };
const TASK_BAN: TeamBan = { key: 'T1', kind: 'task', name: '钟楼报时', banUntil: UNTIL };
const AREA_CODE_BAN: TeamBan = { key: 'area:code', kind: 'area-code', name: '区域代码', banUntil: UNTIL };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The team's corrections, opened; `act` runs the work as the roster would and says it was accepted. */
function openCorrections(game: RosterGameId) {
  const act = vi.fn<RosterAct>(async (work) => {
    await work({} as never, 1);
    return true;
  });
  const { container } = render(<TeamCorrections game={game} team={TEAM} act={act} />);
  const details = container.querySelector('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return act;
}

const optionTexts = () => Array.from(screen.getByLabelText<HTMLSelectElement>('「甲队」要解除的封禁').options).map((option) => option.textContent);

describe("a team's corrections: its bans", () => {
  it('lists every running ban in Chinese, the X area and the tasks alike, and lifts the chosen one with its reason', async () => {
    api.bans.mockResolvedValueOnce({ bans: [X_AREA_BAN, TASK_BAN] }).mockResolvedValueOnce({ bans: [TASK_BAN] });
    const act = openCorrections('polish120');
    await screen.findByLabelText('「甲队」要解除的封禁');
    expect(optionTexts()).toEqual(['选择封禁…', 'X 区域第 1 阶段（到 01/01 10:05:00）', '任务「钟楼报时」（到 01/01 10:05:00）']);

    fireEvent.change(screen.getByLabelText('「甲队」要解除的封禁'), { target: { value: 'x-area:stage1' } });
    fireEvent.change(screen.getByLabelText('「甲队」更正的原因（封禁）'), { target: { value: '误封' } });
    fireEvent.click(screen.getByRole('button', { name: '解除封禁' }));
    await waitFor(() => expect(api.liftBan).toHaveBeenCalledWith('team-a', 'x-area:stage1', '误封'));
    expect(act).toHaveBeenCalledWith(expect.any(Function), '已解除「甲队」在X 区域第 1 阶段上的封禁', ['team-a']);
    // the list is read again: the lifted ban is gone
    await waitFor(() => expect(optionTexts()).toEqual(['选择封禁…', '任务「钟楼报时」（到 01/01 10:05:00）']));
    expect(api.bans).toHaveBeenCalledWith('team-a');
  });

  it("names pilotsh's area-code ban, and says when the team has none", async () => {
    api.bans.mockResolvedValueOnce({ bans: [AREA_CODE_BAN] }).mockResolvedValueOnce({ bans: [] });
    openCorrections('pilotsh');
    await screen.findByLabelText('「甲队」要解除的封禁');
    expect(optionTexts()).toEqual(['选择封禁…', '区域代码（到 01/01 10:05:00）']);
    fireEvent.change(screen.getByLabelText('「甲队」要解除的封禁'), { target: { value: 'area:code' } });
    fireEvent.change(screen.getByLabelText('「甲队」更正的原因（封禁）'), { target: { value: '代码牌印错了' } });
    fireEvent.click(screen.getByRole('button', { name: '解除封禁' }));
    expect(await screen.findByText('这支队伍现在没有封禁。')).toBeTruthy();
    expect(api.liftBan).toHaveBeenCalledWith('team-a', 'area:code', '代码牌印错了');
  });

  it('has no bans to lift in fanhua (points only)', async () => {
    openCorrections('fanhua');
    expect(await screen.findByRole('button', { name: '加金钱' })).toBeTruthy();
    expect(screen.queryByLabelText('「甲队」要解除的封禁')).toBeNull();
    expect(api.bans).not.toHaveBeenCalled();
  });
});
