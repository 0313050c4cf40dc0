import { describe, expect, it } from 'vitest';
import { matchesStartFormat } from './start.rules.js';

describe('matchesStartFormat', () => {
  const demoFormat = { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '四个字' };

  it("checks the pack's format rule: length and required characters", () => {
    expect(matchesStartFormat('年月日时', demoFormat)).toBe(true);
    expect(matchesStartFormat('时日月年', demoFormat)).toBe(true);
    expect(matchesStartFormat('年月日', demoFormat)).toBe(false);
    expect(matchesStartFormat('年月日时分', demoFormat)).toBe(false);
    expect(matchesStartFormat('年年日时', demoFormat)).toBe(false);
  });

  it('without a rule takes any non-empty answer', () => {
    expect(matchesStartFormat('任何答案', undefined)).toBe(true);
    expect(matchesStartFormat('  ', undefined)).toBe(false);
  });
});
