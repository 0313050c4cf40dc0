import { describe, expect, it } from 'vitest';
import { ApiError } from '@citygames/web-kit/api-client';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { createdDraft, outcomeIsOpen, stepVerdict, withTrade } from './trade-outcome';

function trade(id: string, status: Trade['status'], overrides: Partial<Trade> = {}): Trade {
  return {
    id,
    from_team_id: 'a',
    from_team_name: '拾荒者',
    to_team_id: 'b',
    to_team_name: '守夜人',
    msg: '',
    status,
    commission: 0,
    create_at: '2026-07-12T02:00:00.000Z',
    finish_at: null,
    items: [
      { type: 'food', arg: 'bread', count: 2 },
      { type: 'luck', arg: null, count: -1 },
    ],
    ...overrides,
  } as Trade;
}

describe('outcomeIsOpen', () => {
  it('is closed for a refusal the server gave before writing, open for a lost reply, a time-out, a 5xx and a 409', () => {
    expect(outcomeIsOpen(new ApiError({ kind: 'http', status: 403, message: '只有队长才能操作' }))).toBe(false);
    expect(outcomeIsOpen(new ApiError({ kind: 'http', status: 404, message: '交易不存在' }))).toBe(false);
    expect(outcomeIsOpen(new ApiError({ kind: 'network', status: 0, message: '无法连接到服务器' }))).toBe(true);
    expect(outcomeIsOpen(new ApiError({ kind: 'timeout', status: 0, message: '服务器响应超时' }))).toBe(true);
    expect(outcomeIsOpen(new ApiError({ kind: 'http', status: 504, message: '网关超时' }))).toBe(true);
    expect(outcomeIsOpen(new ApiError({ kind: 'http', status: 409, message: '该交易已被处理' }))).toBe(true);
    expect(outcomeIsOpen(new Error('boom'))).toBe(true);
  });
});

describe('stepVerdict', () => {
  it('reads the step from where the trade is now', () => {
    expect(stepVerdict('confirm', 'pending', 'buyer_confirmed')).toEqual({ kind: 'done' });
    expect(stepVerdict('confirm', 'pending', 'pending')).toEqual({ kind: 'not-done' });
    expect(stepVerdict('cancel', 'pending', 'cancelled')).toEqual({ kind: 'done' });
    expect(stepVerdict('accept', 'buyer_confirmed', 'completed')).toEqual({ kind: 'done' });
    expect(stepVerdict('accept', 'buyer_confirmed', 'buyer_confirmed')).toEqual({ kind: 'not-done' });
    expect(stepVerdict('reject', 'buyer_confirmed', 'rejected')).toEqual({ kind: 'done' });
    expect(stepVerdict('reject', 'buyer_confirmed', 'completed')).toEqual({ kind: 'moved-on', status: 'completed' });
    expect(stepVerdict('confirm', 'pending', null)).toEqual({ kind: 'unknown' });
  });
});

describe('createdDraft', () => {
  const request = {
    to_team_id: 'b',
    items: [
      { type: 'luck', arg: null, count: -1 },
      { type: 'food', arg: 'bread', count: 2 },
    ],
    msg: '',
  };

  it('finds the new draft with exactly this content, in any item order', () => {
    const trades = [trade('old', 'pending'), trade('new', 'pending')];
    expect(createdDraft(trades, new Set(['old']), 'a', request)?.id).toBe('new');
  });

  it('does not take an older draft, another team, other items or another message for it', () => {
    expect(createdDraft([trade('old', 'pending')], new Set(['old']), 'a', request)).toBeNull();
    expect(createdDraft([trade('x', 'pending', { to_team_id: 'c' })], new Set(), 'a', request)).toBeNull();
    expect(createdDraft([trade('x', 'pending', { items: [{ type: 'food', arg: 'bread', count: 3 }] })], new Set(), 'a', request)).toBeNull();
    expect(createdDraft([trade('x', 'pending', { msg: '你好' })], new Set(), 'a', request)).toBeNull();
    expect(createdDraft([trade('x', 'buyer_confirmed')], new Set(), 'a', request)).toBeNull();
  });
});

describe('withTrade', () => {
  it('replaces the trade with the fresh read, and drops a cancelled one as the server list does', () => {
    const list = [trade('t1', 'pending'), trade('t2', 'completed')];
    expect(withTrade(list, trade('t1', 'buyer_confirmed')).map((entry) => entry.status)).toEqual(['buyer_confirmed', 'completed']);
    expect(withTrade(list, trade('t1', 'cancelled')).map((entry) => entry.id)).toEqual(['t2']);
  });
});
