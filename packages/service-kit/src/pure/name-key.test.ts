import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key.js';

describe('name key (TR39 skeleton)', () => {
  it('gives look-alikes of a name the key of the name', () => {
    const alike = [
      'Alice',
      'alice',
      ' ALICE ',
      'Ａｌｉｃｅ', // full-width
      '\u0410lice', // Cyrillic А
      'Al\u0456ce', // Cyrillic і
      'ALIC\u0415', // Cyrillic Е
      '\u0391lice', // Greek Α
      'Alice\u200B', // zero-width space
      'Ali\u200Cce', // zero-width non-joiner
      'Alice\u200D', // zero-width joiner
      'Alice\uFEFF',
      'Al\u2060ice',
    ];
    for (const name of alike) expect(nameKey(name), JSON.stringify(name)).toBe(nameKey('alice'));
  });

  it('matches digits and letters that are drawn alike, and letter pairs drawn as one', () => {
    expect(nameKey('B0B')).toBe(nameKey('bob'));
    expect(nameKey('\u0422igers')).toBe(nameKey('Tigers'));
    expect(nameKey('Team 1')).toBe(nameKey('team l'));
    expect(nameKey('rn')).toBe(nameKey('m'));
    expect(nameKey('猛龙  队')).toBe(nameKey('猛龙 队'));
  });

  it('keeps different names apart, Chinese included', () => {
    const names = ['alice', 'alicia', 'bob', '小明', '小红', '玩家1', '玩家2', '人', '入', '天天向上', '猛龙队', '飞虎队', 'Team 2'];
    expect(new Set(names.map(nameKey)).size).toBe(names.length);
  });

  it('treats Chinese look-alikes that TR39 lists as one name', () => {
    expect(nameKey('队伍一')).toBe(nameKey('队伍ー'));
  });
});
