import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../schema-form-rules';
import { isRewardEntry, isRewardGroup, rewardGroupWords, rewardWords } from './reward-rules';

const entry: JsonSchema = {
  type: 'object',
  title: '得到',
  properties: {
    type: { type: 'string', title: '资源', optionTitles: { money: '金钱', food: '食物', intelligence: '智力' } },
    arg: { type: 'string', title: '物品', optionTitlesBy: { field: 'type', options: { food: { 'instant-noodles': '泡面', bread: '面包' } } } },
    count: { type: 'integer', title: '数量' },
  },
};
const group: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    requires: { type: 'array', items: entry },
    gives: { type: 'array', items: entry },
    conds: { type: 'array', items: entry },
  },
};

describe('reward rules', () => {
  it('knows a reward entry and a reward group by their shape, not by a game', () => {
    expect(isRewardEntry(entry)).toBe(true);
    expect(isRewardGroup(group)).toBe(true);
    expect(isRewardEntry({ type: 'object', properties: { type: { type: 'string' }, count: { type: 'number' } } })).toBe(false);
  });

  it('names an entry by its item, else its resource, with its count, never by a code', () => {
    expect(rewardWords({ type: 'food', arg: 'instant-noodles', count: 2 }, entry)).toBe('泡面 ×2');
    expect(rewardWords({ type: 'money', arg: '', count: 100 }, entry)).toBe('金钱 ×100');
    expect(rewardWords({ type: '', count: 1 }, entry)).toBe('（未选） ×1');
  });

  it('reads a group as a trade: paid, given and held', () => {
    const line = rewardGroupWords(
      {
        id: '1',
        requires: [{ type: 'food', arg: 'bread', count: 2 }],
        gives: [{ type: 'money', arg: '', count: 100 }],
        conds: [{ type: 'intelligence', arg: '', count: 12 }],
      },
      group,
    );
    expect(line).toBe('组 1：付出 面包 ×2 → 得到 金钱 ×100；需持有 智力 ×12');
    expect(rewardGroupWords({ id: 2, gives: [] }, group)).toBe('组 2：得到 （还没有）');
  });
});
