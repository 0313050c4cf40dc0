import { describe, expect, it } from 'vitest';
import { TRADE_ITEM_MESSAGES, checkTradeItems } from './trades.rules.js';

describe('trade items', () => {
  it('accepts goods and talents and gives talents arg null', () => {
    const check = checkTradeItems([
      { type: 'food', arg: 'bread', count: 3 },
      { type: 'intelligence', arg: 'ignored', count: -2 },
    ]);
    expect(check).toEqual({
      ok: true,
      items: [
        { type: 'food', arg: 'bread', count: 3 },
        { type: 'intelligence', arg: null, count: -2 },
      ],
    });
  });

  it('answers each problem with its Chinese message', () => {
    expect(checkTradeItems([])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.noItems });
    expect(checkTradeItems([{ type: '', arg: null, count: 1 }])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.missingType });
    expect(checkTradeItems([{ type: 'money', arg: null, count: 1 }])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.missingType });
    expect(checkTradeItems([{ type: 'food', arg: null, count: 1 }])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.missingArg });
    expect(checkTradeItems([{ type: 'food', arg: 'mask', count: 1 }])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.missingArg });
    for (const count of [0, 1.5, '3', Number.NaN, null]) {
      expect(checkTradeItems([{ type: 'luck', arg: null, count }])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.badCount });
    }
    expect(checkTradeItems([{ type: 'luck', arg: null, count: 10_000 }])).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.countTooLarge });
    expect(
      checkTradeItems([
        { type: 'food', arg: 'bread', count: 1 },
        { type: 'food', arg: 'bread', count: -1 },
      ]),
    ).toEqual({ ok: false, message: TRADE_ITEM_MESSAGES.duplicate });
  });
});
