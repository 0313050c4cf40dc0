import { describe, expect, it } from 'vitest';
import { displayNameProblem, normalizeDisplayName } from './display-name.rules.js';
import { displayName } from './display-name.schema.js';

const teamName = displayName('队伍名称', 20, { required: '请输入队伍名称', tooLong: '队伍名称不能超过20个字符' });

function refusal(input: unknown): string | undefined {
  const result = teamName.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('display names', () => {
  it('stores the NFKC form without surrounding space and with single spaces', () => {
    expect(normalizeDisplayName('  Ｔｅａｍ　　１ ')).toBe('Team 1');
    expect(teamName.parse(' 猛龙队 ')).toBe('猛龙队');
  });

  it('refuses control characters, NUL included', () => {
    for (const name of ['a\u0000b', 'a\nb', 'a\u0007', 'a\u007Fb', 'a\u0085b'])
      expect(displayNameProblem(normalizeDisplayName(name)), JSON.stringify(name)).toBe('control');
    expect(refusal('猛龙\u0000队')).toBe('队伍名称不能包含换行、NUL 等控制字符');
  });

  it('refuses direction controls', () => {
    for (const name of ['\u202Eabc', 'a\u202Ab', 'a\u2066b\u2069', 'a\u200Eb', 'a\u200Fb', 'a\u061Cb'])
      expect(displayNameProblem(name), JSON.stringify(name)).toBe('bidi');
    expect(refusal('\u202E队龙猛')).toBe('队伍名称不能包含改变文字方向的控制字符');
  });

  it('refuses zero-width and other invisible characters, also inside a name', () => {
    for (const name of ['a\u200Bb', 'a\u200Cb', 'a\u200Db', 'a\u2060b', '\uFEFFab', 'a\u00ADb', '\u3164', 'a\u115Fb']) {
      expect(displayNameProblem(name), JSON.stringify(name)).toBe('invisible');
    }
    expect(refusal('猛龙队\u200B')).toBe('队伍名称不能包含零宽字符等看不见的字符');
    expect(refusal('\u200B\u200C\u200D')).toBe('队伍名称不能包含零宽字符等看不见的字符');
  });

  it('refuses names that are empty after normalising, lone surrogates, too long names and non-text', () => {
    expect(refusal('   ')).toBe('请输入队伍名称');
    expect(refusal('\u3000\u00A0')).toBe('请输入队伍名称');
    expect(refusal('a\uD800b')).toBe('队伍名称包含无效的字符');
    expect(refusal('长'.repeat(21))).toBe('队伍名称不能超过20个字符');
    expect(refusal(undefined)).toBe('请输入队伍名称');
    expect(refusal({ $gt: '' })).toBe('请输入队伍名称');
  });

  it('accepts ordinary names in Chinese, Latin letters, digits and emoji', () => {
    for (const name of ['猛龙队', 'Team Rocket', '玩家1', '小明 & 小红', '🐉队', '👨\u200D👩队', '🏳️\u200D🌈']) expect(refusal(name), name).toBeUndefined();
    expect(refusal('猛龙\u200D队')).toBe('队伍名称不能包含零宽字符等看不见的字符');
    expect(refusal('🐉\u200D')).toBe('队伍名称不能包含零宽字符等看不见的字符');
  });
});
