import { describe, expect, it } from 'vitest';
import { decideStageChange, isNearMiss, type XAreaRules, type XState } from './x-stage.js';

const rules: XAreaRules = {
  specialCharacter: '巽',
  areaAnswers: ['10号线', '十号线', 'line 10'],
  nearMisses: ['陕西南路', '新天地'],
  stations: {
    x1: { answers: ['陕西南路'] },
    x2: { answers: ['南京东路'] },
    x3: { answers: ['新天地'] },
    x4: { answers: ['老西门'] },
  },
};

const noFlags = { x1: false, x2: false, x3: false, x4: false };
const at = (stage: number, flags: Partial<XState['flags']> = {}): XState => ({ stage, flags: { ...noFlags, ...flags } });

describe('decideStageChange', () => {
  it('0 → 1 only with the GBK hex of the special character', () => {
    expect(decideStageChange(at(0), { kind: 'set', target: 1, key: 'D9E3' }, rules)).toEqual({ outcome: 'advance', from: 0, to: 1 });
    expect(decideStageChange(at(0), { kind: 'set', target: 1, key: 'd9 e3' }, rules).outcome).toBe('advance');
    expect(decideStageChange(at(0), { kind: 'set', target: 1, key: '巽' }, rules).outcome).toBe('wrong');
    expect(decideStageChange(at(0), { kind: 'set', target: 1, key: 'D6D0' }, rules).outcome).toBe('wrong');
    expect(decideStageChange(at(0), { kind: 'set', target: 1, key: '' }, rules).outcome).toBe('wrong');
  });

  it('1 → 2 with line 10 in digits or Chinese numerals; near misses are told apart', () => {
    expect(decideStageChange(at(1), { kind: 'set', target: 2, key: '十号线' }, rules)).toEqual({ outcome: 'advance', from: 1, to: 2 });
    expect(decideStageChange(at(1), { kind: 'set', target: 2, key: ' １０号线 ' }, rules).outcome).toBe('advance');
    expect(decideStageChange(at(1), { kind: 'set', target: 2, key: 'Line 10' }, rules).outcome).toBe('advance');
    expect(decideStageChange(at(1), { kind: 'set', target: 2, key: '陕西南路站' }, rules)).toEqual({ outcome: 'wrong', nearMiss: true });
    expect(decideStageChange(at(1), { kind: 'set', target: 2, key: '9号线' }, rules)).toEqual({ outcome: 'wrong', nearMiss: false });
  });

  it('2 → 3 with the first correct station, setting its flag', () => {
    expect(decideStageChange(at(2), { kind: 'station', station: 'x1', answer: '陕西南路' }, rules)).toEqual({
      outcome: 'advance',
      from: 2,
      to: 3,
      flag: 'x1',
    });
    expect(decideStageChange(at(2), { kind: 'set', target: 3, key: '老西门' }, rules)).toEqual({ outcome: 'advance', from: 2, to: 3, flag: 'x4' });
  });

  it('compares stations exactly without punctuation: the right name under another key is wrong', () => {
    expect(decideStageChange(at(2), { kind: 'station', station: 'x1', answer: '陕西南路。' }, rules).outcome).toBe('advance');
    expect(decideStageChange(at(2), { kind: 'station', station: 'x1', answer: '陕西 南路' }, rules).outcome).toBe('advance');
    expect(decideStageChange(at(2), { kind: 'station', station: 'x1', answer: '陕西南路站' }, rules).outcome).toBe('wrong');
    expect(decideStageChange(at(2), { kind: 'station', station: 'x2', answer: '陕西南路' }, rules).outcome).toBe('wrong');
  });

  it('stays at 3 for further stations and reaches 4 with the fourth', () => {
    expect(decideStageChange(at(3, { x1: true }), { kind: 'station', station: 'x2', answer: '南京东路' }, rules)).toEqual({
      outcome: 'advance',
      from: 3,
      to: 3,
      flag: 'x2',
    });
    expect(decideStageChange(at(3, { x1: true, x2: true, x3: true }), { kind: 'station', station: 'x4', answer: '老西门' }, rules)).toEqual({
      outcome: 'advance',
      from: 3,
      to: 4,
      flag: 'x4',
    });
    expect(decideStageChange(at(3, { x1: true }), { kind: 'station', station: 'x1', answer: '陕西南路' }, rules)).toEqual({ outcome: 'already' });
  });

  it('refuses every attempt to skip a stage', () => {
    expect(decideStageChange(at(0), { kind: 'set', target: 2, key: '十号线' }, rules)).toEqual({ outcome: 'locked', needed: 1 });
    expect(decideStageChange(at(0), { kind: 'set', target: 3, key: '陕西南路' }, rules)).toEqual({ outcome: 'locked', needed: 2 });
    expect(decideStageChange(at(1), { kind: 'set', target: 3, key: '陕西南路' }, rules)).toEqual({ outcome: 'locked', needed: 2 });
    expect(decideStageChange(at(0), { kind: 'station', station: 'x1', answer: '陕西南路' }, rules)).toEqual({ outcome: 'locked', needed: 2 });
    expect(decideStageChange(at(1), { kind: 'station', station: 'x1', answer: '陕西南路' }, rules)).toEqual({ outcome: 'locked', needed: 2 });
    expect(decideStageChange(at(3, { x1: true }), { kind: 'set', target: 4, key: 'anything' }, rules)).toEqual({ outcome: 'locked', needed: 4 });
    expect(decideStageChange(at(2), { kind: 'set', target: 4, key: 'anything' }, rules)).toEqual({ outcome: 'locked', needed: 3 });
  });

  it('treats a stage already reached as nothing to do', () => {
    expect(decideStageChange(at(2), { kind: 'set', target: 1, key: 'wrong' }, rules)).toEqual({ outcome: 'already' });
    expect(decideStageChange(at(4), { kind: 'set', target: 4, key: '' }, rules)).toEqual({ outcome: 'already' });
  });
});

describe('isNearMiss', () => {
  it('matches answers that contain a near name, after normalisation', () => {
    expect(isNearMiss('新天地站', rules)).toBe(true);
    expect(isNearMiss('  陕西南路 ', rules)).toBe(true);
    expect(isNearMiss('人民广场', rules)).toBe(false);
    expect(isNearMiss('', rules)).toBe(false);
  });
});
