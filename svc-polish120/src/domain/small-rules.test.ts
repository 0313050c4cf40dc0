import { describe, expect, it } from 'vitest';
import { gbkHex, normalizeHex } from './gbk-hex.js';
import { isCardUnlocked, isSolutionVisible } from './puzzle-unlock.js';
import { drawWeighted } from './scratch-draw.js';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import { isStartAnswerCorrect } from './start-answer.js';
import { matchesStation, normalizeStationName } from './station-answer.js';
import { describeTeam, findTeamByPhone } from './team-lookup.js';

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

describe('start answer', () => {
  const demoFormat = { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '四个字' };

  it('checks the pack\'s format rule: length and required characters', () => {
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

describe('station names', () => {
  it('drop punctuation and spaces only', () => {
    expect(normalizeStationName(' 陕西，南路！')).toBe('陕西南路');
    expect(matchesStation('ＡＢＣ', ['ABC'])).toBe(true);
    expect(matchesStation('abc', ['ABC'])).toBe(false);
    expect(matchesStation('', ['ABC'])).toBe(false);
  });
});

describe('puzzle unlock and solutions', () => {
  it('opens a card when its area is in been_to', () => {
    expect(isCardUnlocked({ unlockArea: 2 }, new Set([1, 2]))).toBe(true);
    expect(isCardUnlocked({ unlockArea: 3 }, new Set([1, 2]))).toBe(false);
  });

  it('shows solutions when solved or after the event end', () => {
    const end = new Date('2030-01-01T00:00:00Z');
    expect(isSolutionVisible(false, end, new Date('2029-12-31T23:59:59Z'))).toBe(false);
    expect(isSolutionVisible(true, end, new Date('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isSolutionVisible(false, end, end)).toBe(true);
  });
});

describe('drawWeighted', () => {
  const odds = [
    { label: '0 步', weight: 70 },
    { label: '1 步', weight: 20 },
    { label: '2 步', weight: 10 },
  ];
  it('maps the random point onto 70 / 20 / 10', () => {
    expect(drawWeighted(odds, () => 0).label).toBe('0 步');
    expect(drawWeighted(odds, () => 0.6999).label).toBe('0 步');
    expect(drawWeighted(odds, () => 0.7).label).toBe('1 步');
    expect(drawWeighted(odds, () => 0.8999).label).toBe('1 步');
    expect(drawWeighted(odds, () => 0.9).label).toBe('2 步');
    expect(drawWeighted(odds, () => 0.999999).label).toBe('2 步');
  });
});

describe('team lookup', () => {
  const teams = [
    { id: 't1', name: '一队', members: [{ phone: '1', name: '甲', leader: true }, { phone: '2', name: '乙', leader: false }] },
    { id: 't2', name: '二队', description: '自我介绍', members: [{ phone: '3', name: '丙', leader: false }] },
  ];
  it('finds the team of a phone and describes its members', () => {
    expect(findTeamByPhone(teams, '2')?.id).toBe('t1');
    expect(findTeamByPhone(teams, '9')).toBeNull();
    expect(describeTeam(teams[0]!)).toBe('队长：甲；队员：乙');
    expect(describeTeam(teams[1]!)).toBe('自我介绍');
  });
});
