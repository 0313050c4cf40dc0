import { describe, expect, it } from 'vitest';
import { checkAwakening, checkShuffle } from './talents.rules.js';

describe('talent allocation', () => {
  const zero = { intelligence: 0, strength: 0, luck: 0 };
  it('awakening distributes exactly 30 points, none negative, whatever the team holds', () => {
    expect(checkAwakening([{ type: 'luck', count: 30 }])).toEqual({ ok: true, deltas: { ...zero, luck: 30 } });
    expect(checkAwakening([{ type: 'luck', count: 29 }])).toEqual({ ok: false, message: '天赋总和必须为30点！' });
    expect(
      checkAwakening([
        { type: 'luck', count: 31 },
        { type: 'strength', count: -1 },
      ]),
    ).toEqual({ ok: false, message: '天赋不能为负数！' });
    expect(checkAwakening([{ type: 'money', count: 30 }]).ok).toBe(false);
  });
  it('shuffle needs a zero sum and no negative result', () => {
    const current = { intelligence: 5, strength: 5, luck: 20 };
    expect(
      checkShuffle(current, [
        { type: 'luck', count: -20 },
        { type: 'strength', count: 20 },
      ]).ok,
    ).toBe(true);
    expect(
      checkShuffle(current, [
        { type: 'luck', count: -21 },
        { type: 'strength', count: 21 },
      ]).ok,
    ).toBe(false);
    expect(checkShuffle(current, [{ type: 'luck', count: 1 }]).ok).toBe(false);
  });
});
