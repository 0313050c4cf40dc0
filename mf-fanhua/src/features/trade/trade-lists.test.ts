import { describe, expect, it } from 'vitest';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { historyTrades, itemsForTeam, pendingTrades, rowActions } from './trade-lists';

const trade = (id: string, status: Trade['status'], from = 'me', to = 'them'): Trade => ({
  id,
  from_team_id: from,
  from_team_name: from === 'me' ? '我队' : '他队',
  to_team_id: to,
  to_team_name: to === 'me' ? '我队' : '他队',
  msg: '',
  status,
  commission: 0,
  create_at: '2025-07-12T01:00:00.000Z',
  confirm_at: null,
  finish_at: null,
  items: [
    { type: 'food', arg: 'bread', count: 3 },
    { type: 'luck', arg: null, count: -2 },
  ],
});

describe('trade lists', () => {
  const all = [
    trade('draft', 'pending'),
    trade('offer-out', 'buyer_confirmed'),
    trade('offer-in', 'buyer_confirmed', 'them', 'me'),
    trade('done', 'completed'),
    trade('no', 'rejected', 'them', 'me'),
    trade('gone', 'cancelled'),
  ];

  it('splits pending and history: drafts of mine and confirmed offers are pending, settled trades are history', () => {
    expect(pendingTrades(all, 'me').map((t) => t.id)).toEqual(['draft', 'offer-out', 'offer-in']);
    expect(historyTrades(all).map((t) => t.id)).toEqual(['done', 'no']);
  });

  it('offers each side its own buttons', () => {
    expect(rowActions(all[0]!, 'me')).toEqual({ actions: ['confirm', 'cancel'], waiting: false });
    expect(rowActions(all[1]!, 'me')).toEqual({ actions: [], waiting: true });
    expect(rowActions(all[2]!, 'me')).toEqual({ actions: ['accept', 'reject'], waiting: false });
    expect(rowActions(all[3]!, 'me')).toEqual({ actions: [], waiting: false });
  });

  it('shows gains and payments from my side', () => {
    expect(itemsForTeam(all[0]!, 'me')).toEqual({
      gained: [{ type: 'food', arg: 'bread', count: 3 }],
      paid: [{ type: 'luck', arg: null, count: 2 }],
    });
    expect(itemsForTeam(all[2]!, 'me')).toEqual({
      gained: [{ type: 'luck', arg: null, count: 2 }],
      paid: [{ type: 'food', arg: 'bread', count: 3 }],
    });
  });
});
