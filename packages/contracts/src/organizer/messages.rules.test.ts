import { describe, expect, it } from 'vitest';
import { cleanMessageText } from './messages.rules.js';

describe('cleanMessageText', () => {
  it('keeps the words and lines as typed, markup included, as plain text', () => {
    expect(cleanMessageText('<b>集合</b> & 出发\n第二行')).toBe('<b>集合</b> & 出发\n第二行');
  });

  it('unifies line endings, drops invisible and control characters, trailing spaces and extra empty lines, and trims', () => {
    expect(cleanMessageText('  \u200b你好\u202e \r\n\r\n\r\n\r\n再见\u0007\t \r')).toBe('你好\n\n再见');
  });

  it('leaves nothing of a message that only looks filled', () => {
    expect(cleanMessageText(' \u200b\u2060\ufeff\n\t')).toBe('');
  });
});
