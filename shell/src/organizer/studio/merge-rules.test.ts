import { describe, expect, it } from 'vitest';
import { mergeItem } from './merge-rules';

const base = [
  { id: 'T1', name: '一' },
  { id: 'T2', name: '二' },
  { id: 'T3', name: '三' },
];

describe('mergeItem', () => {
  it('keeps both organisers’ edits of different entries, additions and deletions', () => {
    const mine = [{ id: 'T1', name: '一（我改）' }, base[1], base[2], { id: 'T4', name: '四' }];
    const theirs = [base[0], { id: 'T2', name: '二（他改）' }, { id: 'T5', name: '五' }];
    expect(mergeItem(base, mine, theirs)).toEqual({
      value: [
        { id: 'T1', name: '一（我改）' },
        { id: 'T2', name: '二（他改）' },
        { id: 'T4', name: '四' },
        { id: 'T5', name: '五' },
      ],
      conflicts: [],
    });
  });

  it('names an entry both changed differently and keeps mine there', () => {
    const mine = [{ id: 'T1', name: '甲' }, base[1], base[2]];
    const theirs = [{ id: 'T1', name: '乙' }, base[1]];
    expect(mergeItem(base, mine, theirs)).toEqual({ value: [{ id: 'T1', name: '甲' }, base[1]], conflicts: ['T1'] });
  });

  it('merges an object by its fields and refuses lists without one id per entry', () => {
    expect(mergeItem({ name: 'a', description: 'x' }, { name: 'b', description: 'x' }, { name: 'a', description: 'y' })).toEqual({
      value: { name: 'b', description: 'y' },
      conflicts: [],
    });
    expect(mergeItem(['a'], ['b'], ['c'])).toBeNull();
    expect(mergeItem([{ id: 1 }, { id: 1 }], [], [])).toBeNull();
  });
});
