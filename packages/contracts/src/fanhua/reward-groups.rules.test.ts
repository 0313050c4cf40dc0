import { describe, expect, it } from 'vitest';
import { checkRewardGroups, REWARD_TEXTS } from './reward-groups.rules.js';

const bread = { type: 'food', arg: 'bread', count: 2 };

describe('the reward groups check (service and editors)', () => {
  it('accepts cond as conds, numeric ids and talent entries without an item', () => {
    expect(
      checkRewardGroups([
        { id: 1, text: ' 饿了 ', requires: [bread], gives: [{ type: 'luck', arg: null, count: '3' }], cond: [{ type: 'strength', count: 5 }] },
      ]),
    ).toEqual({
      ok: true,
      groups: [
        {
          id: '1',
          text: '饿了',
          requires: [{ type: 'food', arg: 'bread', count: 2 }],
          gives: [{ type: 'luck', arg: '', count: 3 }],
          conds: [{ type: 'strength', arg: '', count: 5 }],
        },
      ],
    });
    expect(checkRewardGroups([])).toEqual({ ok: true, groups: [] });
  });

  it('answers each problem with its Chinese message and where it is', () => {
    const cases: [unknown, string][] = [
      [{}, REWARD_TEXTS.notAList],
      [[{ gives: [bread] }], `第 1 组：${REWARD_TEXTS.uniqueId}`],
      [
        [
          { id: 'a', gives: [bread] },
          { id: 'a', gives: [bread] },
        ],
        `第 2 组：${REWARD_TEXTS.uniqueId}`,
      ],
      [[{ id: 'a', requires: [{ count: 1 }], gives: [bread] }], `第 1 组需求：${REWARD_TEXTS.incomplete.requires}`],
      [[{ id: 'a', gives: [{ type: 'luck', count: 'x' }] }], `第 1 组奖励：${REWARD_TEXTS.incomplete.gives}`],
      [[{ id: 'a', gives: [bread], cond: [{ type: 'luck' }] }], `第 1 组门槛：${REWARD_TEXTS.incomplete.conds}`],
      [[{ id: 'a', gives: [{ type: 'luck', count: 0 }] }], `第 1 组奖励：${REWARD_TEXTS.countAtLeastOne}`],
      [[{ id: 'a', gives: [{ type: 'food', count: 1 }] }], `第 1 组奖励：${REWARD_TEXTS.itemRequired}`],
      [[{ id: 'a', gives: [{ type: 'food', arg: 'mask', count: 1 }] }], `第 1 组奖励：${REWARD_TEXTS.itemRequired}`],
      [[{ id: 'a', gives: [{ type: 'gold', count: 1 }] }], `第 1 组奖励：${REWARD_TEXTS.unknownType('gold')}`],
      [[{ id: 'a', requires: [bread] }], `第 1 组：${REWARD_TEXTS.noGives}`],
      [[{ id: 'a', gives: [{ type: 'money', count: 100_001 }] }], `第 1 组奖励：${REWARD_TEXTS.countTooLarge}`],
      [[{ id: 'a', gives: Array.from({ length: 13 }, () => bread) }], `第 1 组奖励：${REWARD_TEXTS.tooManyEntries}`],
      [Array.from({ length: 13 }, (_, index) => ({ id: index, gives: [bread] })), REWARD_TEXTS.tooManyGroups],
      [[{ id: 'a', text: '字'.repeat(201), gives: [bread] }], `第 1 组：${REWARD_TEXTS.textTooLong}`],
    ];
    for (const [input, message] of cases) expect(checkRewardGroups(input)).toEqual({ ok: false, message });
  });
});
