import { describe, expect, it } from 'vitest';
import { matchesAcceptedAnswer, normalizeAnswer } from './normalize-answer.js';

describe('normalizeAnswer', () => {
  it('folds full-width letters and digits to half-width and lower case', () => {
    expect(normalizeAnswer('ＡＢＣ１２３')).toBe('abc123');
  });
  it('removes spaces, punctuation and symbols in both widths', () => {
    expect(normalizeAnswer(' 上海，北京！ ')).toBe('上海北京');
    expect(normalizeAnswer('Line-10 (ten)?')).toBe('line10ten');
    expect(normalizeAnswer('“南京”　→　西安。')).toBe('南京西安');
  });
  it('keeps Chinese characters and digits (unlike [A-Z] or isalpha normalisers)', () => {
    expect(normalizeAnswer('10号线')).toBe('10号线');
  });
  it('drops zero-width characters', () => {
    expect(normalizeAnswer('上\u200b海')).toBe('上海');
  });
});

describe('matchesAcceptedAnswer', () => {
  it('accepts any alternative after normalisation', () => {
    expect(matchesAcceptedAnswer('十号线', ['10号线', '十号线'])).toBe(true);
    expect(matchesAcceptedAnswer('ＨＥＬＬＯ world', ['hello, World'])).toBe(true);
  });
  it('rejects a different answer and an answer that normalises to nothing', () => {
    expect(matchesAcceptedAnswer('上海', ['北京'])).toBe(false);
    expect(matchesAcceptedAnswer('？！', ['？！'])).toBe(false);
  });
});
