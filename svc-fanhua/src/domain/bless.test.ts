import { describe, expect, it } from 'vitest';
import { BLESS_MAX, BLESS_MIN, BLESS_MIN_SUM } from '@citygames/contracts/fanhua/special-effects.rules';
import { clampToHoldings, rollBless } from './bless.js';
import { seededRandom } from './seeded-random.js';

describe('bless', () => {
  it('keeps every change within -8..15 and the sum at least 5 over many rolls, and reaches both bounds', () => {
    const random = seededRandom(42);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i += 1) {
      const deltas = rollBless(random);
      const values = Object.values(deltas);
      for (const value of values) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(BLESS_MIN);
        expect(value).toBeLessThanOrEqual(BLESS_MAX);
        seen.add(value);
      }
      expect(values.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(BLESS_MIN_SUM);
    }
    expect(seen.has(BLESS_MIN)).toBe(true);
    expect(seen.has(BLESS_MAX)).toBe(true);
    expect(seen.size).toBe(BLESS_MAX - BLESS_MIN + 1);
  });
  it('clamps losses to what the team holds', () => {
    expect(clampToHoldings({ intelligence: -8, strength: 5, luck: -2 }, { intelligence: 3, strength: 0, luck: 10 })).toEqual({
      intelligence: -3,
      strength: 5,
      luck: -2,
    });
  });
});
