import { describe, expect, it } from 'vitest';
import { encodeGbk, isGbkSupported } from './gbk-encoder';

describe('encodeGbk', () => {
  it('gives real GBK bytes per character, ASCII as one byte', () => {
    expect(isGbkSupported()).toBe(true);
    expect(encodeGbk('巽').perCharacter).toEqual(['D9E3']);
    expect(encodeGbk('中文A').perCharacter).toEqual(['D6D0', 'CEC4', '41']);
    expect(encodeGbk('一二三').perCharacter).toEqual(['D2BB', 'B6FE', 'C8FD']);
  });

  it('lists characters GBK cannot encode', () => {
    expect(encodeGbk('中😀')).toEqual({ perCharacter: ['D6D0'], unencodable: ['😀'] });
  });
});
