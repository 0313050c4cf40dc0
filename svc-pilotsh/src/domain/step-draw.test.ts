import { describe, expect, it } from 'vitest';
import { stepLabel, stepsForRoll } from './step-draw.js';

describe('stepsForRoll', () => {
  it('gives 70/20/10 over the 100 equally likely rolls', () => {
    const counts = [0, 0, 0];
    for (let roll = 0; roll < 100; roll += 1) counts[stepsForRoll(roll)]! += 1;
    expect(counts).toEqual([70, 20, 10]);
  });
  it('rejects rolls outside [0, 100)', () => {
    expect(() => stepsForRoll(100)).toThrow(RangeError);
    expect(() => stepsForRoll(-1)).toThrow(RangeError);
  });
  it('labels a card by its steps', () => {
    expect(stepLabel(2)).toBe('2 步');
  });
});
