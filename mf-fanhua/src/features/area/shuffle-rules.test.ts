import { describe, expect, it } from 'vitest';
import { canConfirmShuffle, shuffleAllocations } from './shuffle-rules';

describe('shuffle', () => {
  const current = { strength: 5, intelligence: 10, luck: 15 };
  it('confirms only a zero sum that changes something and leaves no talent below 0', () => {
    expect(canConfirmShuffle({ strength: 0, intelligence: 0, luck: 0 }, current)).toBe(false);
    expect(canConfirmShuffle({ strength: 3, intelligence: 0, luck: -2 }, current)).toBe(false);
    expect(canConfirmShuffle({ strength: -6, intelligence: 6, luck: 0 }, current)).toBe(false);
    expect(canConfirmShuffle({ strength: -5, intelligence: 0, luck: 5 }, current)).toBe(true);
  });
  it('sends each change as teamId, type, count', () => {
    expect(shuffleAllocations('t1', { strength: -5, intelligence: 0, luck: 5 })).toEqual([
      { teamId: 't1', type: 'strength', count: -5 },
      { teamId: 't1', type: 'luck', count: 5 },
    ]);
  });
});
