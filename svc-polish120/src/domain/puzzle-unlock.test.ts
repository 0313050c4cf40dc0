import { describe, expect, it } from 'vitest';
import { isCardUnlocked, isSolutionVisible } from './puzzle-unlock.js';

describe('puzzle unlock and solutions', () => {
  it('opens a card when its area is in been_to', () => {
    expect(isCardUnlocked({ unlockArea: 2 }, new Set([1, 2]))).toBe(true);
    expect(isCardUnlocked({ unlockArea: 3 }, new Set([1, 2]))).toBe(false);
  });

  it('shows solutions when solved or after the event end', () => {
    const end = new Date('2030-01-01T00:00:00Z');
    expect(isSolutionVisible(false, end, new Date('2029-12-31T23:59:59Z'))).toBe(false);
    expect(isSolutionVisible(true, end, new Date('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isSolutionVisible(false, end, end)).toBe(true);
  });
});
