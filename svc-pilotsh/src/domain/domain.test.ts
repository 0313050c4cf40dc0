import { describe, expect, it } from 'vitest';
import { normalizeAreaCode } from './area-code.js';
import { describeProp, findPropKind, grantOnUse, PROP_CATALOGUE, PROP_KEYS, propTitle } from './prop-catalogue.js';
import { stepsForRoll } from './step-draw.js';

describe('prop catalogue', () => {
  it('has the 12 spec props plus the step card, each with a Chinese name and effect', () => {
    expect(PROP_KEYS).toHaveLength(13);
    for (const key of PROP_KEYS) {
      expect(PROP_CATALOGUE[key].name).toMatch(/[\u4e00-\u9fff]/);
      expect(PROP_CATALOGUE[key].effect).toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it('finds a prop by Chinese name, name without 卡, key or step aliases', () => {
    expect(findPropKind('路滑卡')?.key).toBe('slippery_road');
    expect(findPropKind(' 路滑 ')?.key).toBe('slippery_road');
    expect(findPropKind('INSPIRATION')?.key).toBe('inspiration');
    expect(findPropKind('步数卡')?.key).toBe('step_card');
    expect(findPropKind('step')?.key).toBe('step_card');
    expect(findPropKind('飞天卡')).toBeNull();
    expect(findPropKind('')).toBeNull();
  });
  it('describes step cards by their steps', () => {
    expect(propTitle('step_card', 2)).toBe('2 步卡');
    expect(describeProp('step_card', 1)).toBe('前进 1 步');
    expect(describeProp('map_fragment', null)).toBe(PROP_CATALOGUE.map_fragment.effect);
  });
  it('lets the server carry out the two props whose effect is a new step card', () => {
    expect(grantOnUse('fast_pass_player')).toEqual({ steps: 2 });
    expect(grantOnUse('draw_again')).toBe('draw');
    expect(grantOnUse('slippery_road')).toBeNull();
  });
});

describe('stepsForRoll', () => {
  it('gives 70/20/10 over the 100 equally likely rolls', () => {
    const counts = [0, 0, 0];
    for (let roll = 0; roll < 100; roll += 1) counts[stepsForRoll(roll)]! += 1;
    expect(counts).toEqual([70, 20, 10]);
  });
  it('rejects rolls outside [0, 100)', () => {
    expect(() => stepsForRoll(100)).toThrow(RangeError);
    expect(() => stepsForRoll(-1)).toThrow(RangeError);
  });
});

describe('area codes', () => {
  it('compares area codes without width, case or spaces', () => {
    expect(normalizeAreaCode(' ｈｂ 01 ')).toBe('HB01');
  });
});
