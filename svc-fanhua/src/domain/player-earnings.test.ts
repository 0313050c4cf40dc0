import { describe, expect, it } from 'vitest';
import { areaEarning, AWAKENING_EARNING, membersWhoEarned, tradeKindEarns } from './player-earnings.js';
import { withinTeamCreationCap, TEAMS_CREATED_PER_PLAYER } from './team-creation-limit.js';

describe('player earnings', () => {
  it('keys an area and the awakening apart', () => {
    expect(areaEarning(17)).toBe('area:17');
    expect(areaEarning(1)).not.toBe(areaEarning(11));
    expect(AWAKENING_EARNING).toBe('awakening');
  });

  it('counts every area trade but a bare mark', () => {
    expect(['reward', 'add', 'exchange', 'shuffle', 'bless'].every(tradeKindEarns)).toBe(true);
    expect(tradeKindEarns('mark')).toBe(false);
  });

  it('names the members who already earned it, in roster order', () => {
    const members = [{ playerId: 'a' }, { playerId: 'b' }, { playerId: 'c' }];
    expect(membersWhoEarned(members, new Set(['c', 'a', 'x']))).toEqual([{ playerId: 'a' }, { playerId: 'c' }]);
    expect(membersWhoEarned(members, new Set())).toEqual([]);
  });

  it('allows the capped number of team creations and not one more', () => {
    expect(withinTeamCreationCap(TEAMS_CREATED_PER_PLAYER)).toBe(true);
    expect(withinTeamCreationCap(TEAMS_CREATED_PER_PLAYER + 1)).toBe(false);
  });
});
