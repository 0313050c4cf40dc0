import { afterEach, describe, expect, it } from 'vitest';
import { clampStage, readViewedStage, VIEWED_STAGE_KEY, writeViewedStage } from './viewed-stage-store';

describe('viewed stage', () => {
  afterEach(() => localStorage.clear());

  it('starts at the team stage and is remembered, but never above the max stage', () => {
    expect(readViewedStage(2)).toBe(2);
    writeViewedStage(1);
    expect(localStorage.getItem(VIEWED_STAGE_KEY)).toBe('1');
    expect(readViewedStage(3)).toBe(1);
    writeViewedStage(4);
    expect(readViewedStage(2)).toBe(2);
    localStorage.setItem(VIEWED_STAGE_KEY, 'nonsense');
    expect(readViewedStage(3)).toBe(3);
  });

  it('clamps to 0 … max', () => {
    expect(clampStage(-1, 3)).toBe(0);
    expect(clampStage(5, 3)).toBe(3);
  });
});
