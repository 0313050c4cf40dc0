import { describe, expect, it } from 'vitest';
import { resourceGroups, talentTotals } from './asset-groups';

describe('asset panel grouping', () => {
  const lines = [
    { type: 'money', arg: '', count: 50 },
    { type: 'luck', arg: '', count: 4 },
    { type: 'medical', arg: 'bandage', count: 2 },
    { type: 'food', arg: 'water', count: 1 },
    { type: 'food', arg: 'bread', count: 3 },
    { type: 'food', arg: 'wine', count: 0 },
  ];
  it('shows three talent totals: strength, intelligence, luck', () => {
    expect(talentTotals(lines)).toEqual([
      { type: 'strength', name: '力量', count: 0 },
      { type: 'intelligence', name: '智力', count: 0 },
      { type: 'luck', name: '幸运', count: 4 },
    ]);
  });
  it('groups goods by category in catalogue order, without money or empty lines', () => {
    expect(resourceGroups(lines)).toEqual([
      {
        category: 'food',
        name: '食物',
        items: [
          { arg: 'bread', name: '面包', count: 3 },
          { arg: 'water', name: '饮用水', count: 1 },
        ],
      },
      { category: 'medical', name: '医疗', items: [{ arg: 'bandage', name: '绷带', count: 2 }] },
    ]);
    expect(resourceGroups([{ type: 'money', arg: '', count: 9 }])).toEqual([]);
  });
});
