import { describe, expect, it } from 'vitest';
import { buildRewardPayload, emptyEntry, emptyGroup, groupsFromStored, validateNewAsset, validateNewTeam } from './admin-forms';
import { TEXTS } from '../../texts';

const V = TEXTS.admin.validation;

describe('admin forms', () => {
  it('checks a new team: empty name, empty description, then the lengths', () => {
    expect(validateNewTeam(' ', 'x')).toBe(V.nameEmpty);
    expect(validateNewTeam('\u200B\u200D', 'x')).toBe('队伍名称不能包含零宽字符等看不见的字符');
    expect(validateNewTeam('a', ' ')).toBe(V.descriptionEmpty);
    expect(validateNewTeam('队'.repeat(21), 'x')).toBe(V.nameTooLong);
    expect(validateNewTeam('队', '述'.repeat(101))).toBe(V.descriptionTooLong);
    expect(validateNewTeam('队'.repeat(20), '述'.repeat(100))).toBeNull();
  });

  it('checks a new asset', () => {
    expect(validateNewAsset({ teamId: '', type: 'luck', arg: '', count: '1' })).toBe(V.selectTeam);
    expect(validateNewAsset({ teamId: 't', type: '', arg: '', count: '1' })).toBe(V.incompleteAsset);
    expect(validateNewAsset({ teamId: 't', type: 'food', arg: '', count: '1' })).toBe(V.incompleteAsset);
    expect(validateNewAsset({ teamId: 't', type: 'food', arg: 'bread', count: '0' })).toBe(V.validCount);
    expect(validateNewAsset({ teamId: 't', type: 'food', arg: 'bread', count: 'x' })).toBe(V.validCount);
    expect(validateNewAsset({ teamId: 't', type: 'money', arg: '', count: '5' })).toBeNull();
  });

  it('builds the reward payload or names the first problem', () => {
    const entry = (type: string, arg: string, count: string) => ({ ...emptyEntry(), type, arg, count });
    const group = {
      ...emptyGroup('g1'),
      text: ' 引言 ',
      requires: [entry('food', 'bread', '2')],
      gives: [entry('luck', '', '1')],
      cond: [entry('strength', '', '5')],
    };
    expect(buildRewardPayload('', [group])).toEqual({ ok: false, message: V.areaId });
    expect(buildRewardPayload('3', [group, { ...group, key: 'other' }])).toEqual({ ok: false, message: V.uniqueGroupId });
    expect(buildRewardPayload('3', [{ ...group, requires: [entry('', '', '1')] }])).toEqual({ ok: false, message: V.incomplete.requires });
    expect(buildRewardPayload('3', [{ ...group, gives: [entry('luck', '', '')] }])).toEqual({ ok: false, message: V.incomplete.gives });
    expect(buildRewardPayload('3', [{ ...group, cond: [entry('luck', '', '0')] }])).toEqual({ ok: false, message: V.countAtLeastOne });
    expect(buildRewardPayload('3', [{ ...group, gives: [entry('food', '', '1')] }])).toEqual({ ok: false, message: V.itemRequired });
    expect(buildRewardPayload('3', [{ ...group, gives: [] }])).toEqual({ ok: false, message: V.noGives });
    expect(buildRewardPayload('3', [group])).toEqual({
      ok: true,
      areaId: 3,
      rewards: [
        {
          id: 'g1',
          text: '引言',
          requires: [{ type: 'food', arg: 'bread', count: 2 }],
          gives: [{ type: 'luck', arg: null, count: 1 }],
          cond: [{ type: 'strength', arg: null, count: 5 }],
        },
      ],
    });
  });

  it('refuses a reward count above the server bound', () => {
    const group = { ...emptyGroup('g1'), gives: [{ ...emptyEntry(), type: 'money', count: '1e308' }] };
    expect(buildRewardPayload('3', [group])).toEqual({ ok: false, message: V.incomplete.gives });
    const big = { ...emptyGroup('g1'), gives: [{ ...emptyEntry(), type: 'money', count: '100001' }] };
    expect(buildRewardPayload('3', [big])).toEqual({ ok: false, message: V.countTooLarge(100_000) });
  });

  it('reads the editor groups from the stored groups', () => {
    const groups = groupsFromStored([
      { id: 'a', requires: [], gives: [{ type: 'food', arg: 'bread', count: 2, name: '面包' }], conds: [{ type: 'luck', arg: '', count: 3, name: '幸运' }] },
    ]);
    expect(groups.map((group) => [group.id, group.gives.map((e) => `${e.type}/${e.arg}/${e.count}`), group.cond.length])).toEqual([['a', ['food/bread/2'], 1]]);
  });
});
