import { describe, expect, it } from 'vitest';
import { holdingKey, rewardColourLevel, unmetConds } from './reward-rules.js';

describe('reward rules', () => {
  it('finds unmet conds and clips the colour level at 4', () => {
    const holdings = new Map([[holdingKey('intelligence', ''), 12]]);
    expect(unmetConds([{ type: 'intelligence', arg: '', count: 12 }], holdings)).toEqual([]);
    expect(unmetConds([{ type: 'food', arg: 'bread', count: 1 }], holdings)).toHaveLength(1);
    const group = { id: '1', requires: [], gives: [], conds: [] };
    expect(rewardColourLevel(Array(6).fill(group))).toBe(4);
    expect(rewardColourLevel([])).toBe(0);
  });
});
