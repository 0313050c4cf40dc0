import { describe, expect, it } from 'vitest';
import { byLongestStuck, formatStuckFor } from './stuck-rules';

describe('the stuck board rules', () => {
  it('says how long in hours and minutes', () => {
    expect(formatStuckFor(3725_000)).toBe('1小时2分');
    expect(formatStuckFor(125_000)).toBe('2分');
    expect(formatStuckFor(30_000)).toBe('不到1分');
  });

  it('lists the team stuck longest first and teams that have not started last', () => {
    const teams = [
      { name: '乙', stuckSince: '2026-05-01T02:00:00Z' },
      { name: '丙', stuckSince: null },
      { name: '甲', stuckSince: '2026-05-01T01:00:00Z' },
    ];
    expect(byLongestStuck(teams).map((team) => team.name)).toEqual(['甲', '乙', '丙']);
  });
});
