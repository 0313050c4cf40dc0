import { describe, expect, it } from 'vitest';
import { draftToItems, emptyItem, validateDraft, type TradeDraft } from './trade-draft';
import { TRADE_TEXTS } from './trade-texts';

const draft = (overrides: Partial<TradeDraft>): TradeDraft => ({ toTeamId: 't2', gains: [], pays: [], msg: '', ...overrides });
const item = (type: string, arg: string, count: string) => ({ ...emptyItem(type, arg), count });

describe('trade draft', () => {
  it('gives the message for each problem, in order', () => {
    const v = TRADE_TEXTS.validation;
    expect(validateDraft(draft({ toTeamId: '', gains: [item('luck', '', '1')] }))).toBe(v.selectTarget);
    expect(validateDraft(draft({}))).toBe(v.noItems);
    expect(validateDraft(draft({ gains: [item('', '', '1')] }))).toBe(v.selectType);
    expect(validateDraft(draft({ pays: [item('food', '', '1')] }))).toBe(v.selectItem);
    for (const count of ['0', '', '-1', '1.5', 'abc']) {
      expect(validateDraft(draft({ gains: [item('food', 'bread', count)] }))).toBe(v.validCount);
    }
    expect(validateDraft(draft({ gains: [item('food', 'bread', '2')], pays: [item('luck', '', '3')] }))).toBeNull();
  });

  it('sends gains positive, payments negative and talents with arg null', () => {
    expect(draftToItems(draft({ gains: [item('food', 'bread', '2')], pays: [item('luck', 'x', '3')] }))).toEqual([
      { type: 'food', arg: 'bread', count: 2 },
      { type: 'luck', arg: null, count: -3 },
    ]);
  });
});
