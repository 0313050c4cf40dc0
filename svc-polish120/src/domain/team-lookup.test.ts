import { describe, expect, it } from 'vitest';
import { describeTeam, teamsByPhone } from './team-lookup.js';

describe('team lookup', () => {
  const teams = [
    {
      id: 't1',
      name: '一队',
      members: [
        { phone: '1', name: '甲', leader: true },
        { phone: '2', name: '乙', leader: false },
      ],
    },
    { id: 't2', name: '二队', description: '自我介绍', members: [{ phone: '3', name: '丙', leader: false }] },
  ];
  it('finds the team of a phone and describes its members', () => {
    expect(teamsByPhone(teams).get('2')?.id).toBe('t1');
    expect(teamsByPhone(teams).get('9')).toBeUndefined();
    expect(teamsByPhone([...teams, { id: 't3', name: '三队', members: [{ phone: '1', name: '甲', leader: false }] }]).get('1')?.id).toBe('t1');
    expect(describeTeam(teams[0]!)).toBe('队长：甲；队员：乙');
    expect(describeTeam(teams[1]!)).toBe('自我介绍');
  });
});
