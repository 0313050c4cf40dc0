import { describe, expect, it } from 'vitest';
import { describeProp, findPropKind, PROP_CARD_NAMES, PROP_CATALOGUE, PROP_KEYS, propTitle, STEP_CARD_NAME } from './prop.rules.js';

describe('prop catalogue', () => {
  it('has the 12 prop cards plus the step card, each with a Chinese name and effect', () => {
    expect(PROP_KEYS).toHaveLength(13);
    for (const key of PROP_KEYS) {
      expect(PROP_CATALOGUE[key].name).toMatch(/[\u4e00-\u9fff]/);
      expect(PROP_CATALOGUE[key].effect).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(PROP_CARD_NAMES).toHaveLength(12);
    expect(PROP_CARD_NAMES).not.toContain(STEP_CARD_NAME);
    expect(STEP_CARD_NAME).toBe('步数卡');
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
});
