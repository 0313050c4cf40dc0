import { describe, expect, it } from 'vitest';
import { isStartAnswerCorrect } from './start-answer.js';

describe('isStartAnswerCorrect', () => {
  const demoFormat = { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '四个字' };

  it('is correct only as the pack accepts it', () => {
    expect(isStartAnswerCorrect('年月日时', ['年月日时'], demoFormat)).toBe(true);
    expect(isStartAnswerCorrect(' 年月日时 ', ['年月日时'], demoFormat)).toBe(true);
    expect(isStartAnswerCorrect('时日月年', ['年月日时'], demoFormat)).toBe(false);
    expect(isStartAnswerCorrect('东南西北', ['东南西北'], undefined)).toBe(true);
  });
});
