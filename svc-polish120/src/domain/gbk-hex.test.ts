import { describe, expect, it } from 'vitest';
import { gbkHex, normalizeHex } from './gbk-hex.js';

describe('gbkHex', () => {
  it('encodes real GBK, two bytes per Chinese character', () => {
    expect(gbkHex('中')).toBe('D6D0');
    expect(gbkHex('巽')).toBe('D9E3');
    expect(gbkHex('中A')).toBe('D6D041');
    expect(gbkHex('')).toBe('');
  });

  it('refuses characters GBK cannot encode', () => {
    expect(gbkHex('😀')).toBeNull();
  });

  it('normalises the hex a client may send', () => {
    expect(normalizeHex('0xd9 0xe3')).toBe('D9E3');
    expect(normalizeHex('d9-e3')).toBe('D9E3');
  });
});
