import { describe, expect, it } from 'vitest';
import type { Roster } from '@citygames/contracts/organizer/roster.schema';
import { recentFirst, searchRoster } from './roster-search-rules';

const roster: Pick<Roster, 'teams' | 'unassigned'> = {
  teams: [
    { id: 'a', name: '红队', leader: { phone: '13800000001', name: '张三' }, members: [{ phone: '13800000002', name: 'Alice' }] },
    { id: 'b', name: 'Blue Team', leader: { phone: '13800000003', name: '李四' }, members: [] },
    { id: 'c', name: '绿队', leader: null, members: [] },
  ],
  unassigned: [{ phone: '13900000009', name: '王五', registeredAt: '2026-05-01T00:00:00Z' }],
};

describe('searching the roster', () => {
  it('finds a team by its name, ignoring spaces and case', () => {
    expect(searchRoster(roster, ' 红 ').teams.map((team) => team.id)).toEqual(['a']);
    expect(searchRoster(roster, 'blueteam').teams.map((team) => team.id)).toEqual(['b']);
  });

  it("finds a team by a leader's or member's name or phone, and waiting players too", () => {
    expect(searchRoster(roster, 'alice').teams.map((team) => team.id)).toEqual(['a']);
    expect(searchRoster(roster, '李四').teams.map((team) => team.id)).toEqual(['b']);
    expect(searchRoster(roster, '0000003').teams.map((team) => team.id)).toEqual(['b']);
    expect(searchRoster(roster, '1380').teams.map((team) => team.id)).toEqual(['a', 'b']);
    expect(searchRoster(roster, '王五')).toEqual({ teams: [], unassigned: roster.unassigned });
  });

  it('shows everything for an empty search', () => {
    expect(searchRoster(roster, '  ')).toBe(roster);
  });
});

describe('recent teams first', () => {
  it('puts the teams named by id or name first, keeping the order of the rest', () => {
    expect(recentFirst(roster.teams, new Set(['绿队', 'b'])).map((team) => team.id)).toEqual(['b', 'c', 'a']);
    expect(recentFirst(roster.teams, new Set()).map((team) => team.id)).toEqual(['a', 'b', 'c']);
  });
});
