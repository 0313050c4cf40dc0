import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FanhuaStuckBoardResponse } from '@citygames/contracts/organizer/fanhua-stuck.schema';
import { FanhuaStuckBoard } from './FanhuaStuckBoard';

const AT = '2026-07-12T04:00:00.000Z';
const minutesBefore = (minutes: number) => new Date(new Date(AT).getTime() - minutes * 60_000).toISOString();
const team = (name: string, stuckSince: string | null, extra: Partial<FanhuaStuckBoardResponse['teams'][number]> = {}) => ({
  id: name,
  name,
  areaTrades: 0,
  teamTrades: 0,
  awakened: false,
  lastProgress: null,
  startedAt: stuckSince,
  stuckSince,
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("fanhua's stuck board", () => {
  it('lists the longest stuck first, marks those past 30 minutes, and the teams not started last', async () => {
    const board: FanhuaStuckBoardResponse = {
      at: AT,
      teams: [
        team('未动队', null),
        team('刚交易队', minutesBefore(5), { areaTrades: 2, lastProgress: { kind: 'area', at: minutesBefore(5), areaId: 3, areaName: '旧码头' } }),
        team('久未动队', minutesBefore(95), { teamTrades: 1, awakened: true, lastProgress: { kind: 'trade', at: minutesBefore(95), otherTeam: '刚交易队' } }),
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(board), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    render(<FanhuaStuckBoard />);
    const table = await screen.findByTestId('fanhua-stuck-board');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['久未动队', '刚交易队', '未动队']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['1小时35分', '5分', '未开始']);
    expect(rows.map((row) => row.className)).toEqual(['oc-stuck', '', '']);
    expect(rows[0]!.textContent).toContain('与「刚交易队」成交');
    expect(rows[1]!.textContent).toContain('区域 3 旧码头');
    expect(rows[2]!.textContent).toContain('还没有进展');
  });
});
