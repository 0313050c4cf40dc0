import { describe, expect, it } from 'vitest';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import { isStartAnswerCorrect } from './start-answer.js';

describe('start answer', () => {
  const demoFormat = { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '四个字' };

  it("checks the pack's format rule: length and required characters", () => {
    expect(matchesStartFormat('年月日时', demoFormat)).toBe(true);
    expect(matchesStartFormat('时日月年', demoFormat)).toBe(true);
    expect(matchesStartFormat('年月日', demoFormat)).toBe(false);
    expect(matchesStartFormat('年月日时分', demoFormat)).toBe(false);
    expect(matchesStartFormat('年年日时', demoFormat)).toBe(false);
    expect(matchesStartFormat('任何答案', undefined)).toBe(true);
    expect(matchesStartFormat('  ', undefined)).toBe(false);
  });

  it('is correct only as the pack accepts it', () => {
    expect(isStartAnswerCorrect('年月日时', ['年月日时'], demoFormat)).toBe(true);
    expect(isStartAnswerCorrect(' 年月日时 ', ['年月日时'], demoFormat)).toBe(true);
    expect(isStartAnswerCorrect('时日月年', ['年月日时'], demoFormat)).toBe(false);
    expect(isStartAnswerCorrect('东南西北', ['东南西北'], undefined)).toBe(true);
  });
});
