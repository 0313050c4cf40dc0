import { describe, expect, it } from 'vitest';
import { describeTeam } from './team-lookup.js';

describe('describeTeam', () => {
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
  it('describes a team by its members unless it has a description', () => {
    expect(describeTeam(teams[0]!)).toBe('队长：甲；队员：乙');
    expect(describeTeam(teams[1]!)).toBe('自我介绍');
  });
});
