import { describe, expect, it } from 'vitest';
import { describeTradeItems, initiatorChanges, recipientChanges, splitTradeItems } from './trade-items.js';

describe('trade items', () => {
  it('mirrors the ledger changes of both sides', () => {
    const items = [
      { type: 'food', arg: 'bread', count: 3 },
      { type: 'strength', arg: null, count: -2 },
    ];
    expect(initiatorChanges(items)).toEqual([
      { type: 'food', arg: 'bread', count: 3 },
      { type: 'strength', arg: '', count: -2 },
    ]);
    expect(recipientChanges(items)).toEqual([
      { type: 'food', arg: 'bread', count: -3 },
      { type: 'strength', arg: '', count: 2 },
    ]);
    expect(splitTradeItems(items)).toEqual({
      gained: [{ type: 'food', arg: 'bread', count: 3 }],
      paid: [{ type: 'strength', arg: null, count: 2 }],
    });
    expect(describeTradeItems(items)).toBe('面包×3、力量×2');
    expect(describeTradeItems([])).toBe('无');
  });
});
