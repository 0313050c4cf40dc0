import { describe, expect, it } from 'vitest';
import { awakeningAllocations, awakeningProblem, initialDraft } from './awakening-rules';

describe('awakening', () => {
  it('starts at 10/10/10 and needs exactly 30 without negatives', () => {
    expect(awakeningProblem(initialDraft())).toBeNull();
    expect(awakeningProblem({ strength: 10, intelligence: 10, luck: 11 })).toBe('天赋总和必须为30点！');
    expect(awakeningProblem({ strength: -1, intelligence: 21, luck: 10 })).toBe('天赋不能为负数！');
  });
  it('sends only non-zero differences', () => {
    expect(awakeningAllocations('t', { strength: 30, intelligence: 0, luck: 0 }, { strength: 0, intelligence: 0, luck: 0 })).toEqual([
      { teamId: 't', type: 'strength', count: 30 },
    ]);
  });
});
