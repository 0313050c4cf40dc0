import { describe, expect, it } from 'vitest';
import { matchesStation, normalizeStationName } from './station-answer.js';

describe('station names', () => {
  it('drop punctuation and spaces only', () => {
    expect(normalizeStationName(' 陕西，南路！')).toBe('陕西南路');
    expect(matchesStation('ＡＢＣ', ['ABC'])).toBe(true);
    expect(matchesStation('abc', ['ABC'])).toBe(false);
    expect(matchesStation('', ['ABC'])).toBe(false);
  });
});
