import { describe, expect, it } from 'vitest';
import { ASSET_CHOICE_GROUPS, assetChoiceValue, assetOfChoice } from './asset-choices.rules.js';
import { emptyRewardEntry, emptyRewardGroup, nextRewardGroupId, rewardGroupDrafts, rewardGroupsPayload } from './reward-group-drafts.rules.js';
import { REWARD_TEXTS } from './reward-groups.rules.js';

const row = (type: string, arg: string, count: string) => ({ ...emptyRewardEntry(type, arg), count });

describe('the reward editors’ drafts', () => {
  it('reads the stored groups as rows and sends them back unchanged, thresholds as cond', () => {
    const drafts = rewardGroupDrafts([
      {
        id: '1',
        text: '守夜人说：拿东西来换',
        requires: [{ type: 'equipment', arg: 'tools', count: 2 }],
        gives: [{ type: 'strength', arg: '', count: 2 }],
        conds: [{ type: 'luck', arg: '', count: 3 }],
      },
    ]);
    expect(drafts.map((group) => [group.id, group.text, group.requires.map((entry) => `${entry.type}/${entry.arg}×${entry.count}`)])).toEqual([
      ['1', '守夜人说：拿东西来换', ['equipment/tools×2']],
    ]);
    expect(rewardGroupsPayload(drafts)).toEqual({
      ok: true,
      rewards: [
        {
          id: '1',
          text: '守夜人说：拿东西来换',
          requires: [{ type: 'equipment', arg: 'tools', count: 2 }],
          gives: [{ type: 'strength', arg: '', count: 2 }],
          cond: [{ type: 'luck', arg: '', count: 3 }],
        },
      ],
    });
  });

  it('refuses as the service would, naming the group and the list', () => {
    const group = { ...emptyRewardGroup('1'), gives: [row('food', 'bread', '2')] };
    expect(rewardGroupsPayload([{ ...group, gives: [row('food', 'bread', '')] }])).toEqual({
      ok: false,
      message: `第 1 组奖励：${REWARD_TEXTS.incomplete.gives}`,
    });
    expect(rewardGroupsPayload([group, { ...group, requires: [row('', '', '1')] }])).toEqual({
      ok: false,
      message: `第 2 组：${REWARD_TEXTS.uniqueId}`,
    });
    expect(rewardGroupsPayload([{ ...group, id: '2', conds: [row('luck', '', '1.5')] }])).toEqual({
      ok: false,
      message: `第 1 组门槛：${REWARD_TEXTS.countAtLeastOne}`,
    });
    expect(rewardGroupsPayload([{ ...group, gives: [row('money', '', '1e308')] }])).toEqual({
      ok: false,
      message: `第 1 组奖励：${REWARD_TEXTS.countTooLarge}`,
    });
    expect(rewardGroupsPayload([emptyRewardGroup('1')])).toEqual({ ok: false, message: `第 1 组奖励：${REWARD_TEXTS.incomplete.gives}` });
    expect(rewardGroupsPayload([])).toEqual({ ok: true, rewards: [] });
  });

  it('numbers a new group with the smallest free id', () => {
    expect(nextRewardGroupId([])).toBe('1');
    expect(nextRewardGroupId([{ id: '1' }, { id: '3' }, { id: 'x' }])).toBe('2');
  });
});

describe('the asset picker’s choices', () => {
  it('names every asset in Chinese, grouped, and maps a choice back to its type and item', () => {
    expect(ASSET_CHOICE_GROUPS.map((group) => group.name)).toEqual(['天赋', '属性', '食物', '医疗', '意志', '装备']);
    const names = ASSET_CHOICE_GROUPS.flatMap((group) => group.choices.map((choice) => choice.name));
    expect(names).toHaveLength(3 + 2 + 24);
    for (const name of names) expect(name).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(assetOfChoice(assetChoiceValue('medical', 'bandage'))).toEqual({ type: 'medical', arg: 'bandage' });
    expect(assetOfChoice(assetChoiceValue('money', ''))).toEqual({ type: 'money', arg: '' });
    expect(assetOfChoice('medical/mask')).toBeNull();
  });
});
