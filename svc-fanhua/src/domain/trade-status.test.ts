import { describe, expect, it } from 'vitest';
import { checkTransition, isVisibleToTeam, type TradeParties } from './trade-status.js';

const trade = (status: TradeParties['status']): TradeParties => ({ status, fromTeamId: 'A', toTeamId: 'B' });

describe('trade state machine', () => {
  it('lets the initiator confirm or cancel a pending draft', () => {
    expect(checkTransition(trade('pending'), 'confirm', 'A')).toEqual({ allowed: true, to: 'buyer_confirmed' });
    expect(checkTransition(trade('pending'), 'cancel', 'A')).toEqual({ allowed: true, to: 'cancelled' });
  });

  it('lets the counterparty accept or reject a confirmed offer', () => {
    expect(checkTransition(trade('buyer_confirmed'), 'accept', 'B')).toEqual({ allowed: true, to: 'completed' });
    expect(checkTransition(trade('buyer_confirmed'), 'reject', 'B')).toEqual({ allowed: true, to: 'rejected' });
  });

  it('refuses the wrong side with 403, whatever the status', () => {
    for (const [action, team] of [
      ['confirm', 'B'],
      ['cancel', 'B'],
      ['accept', 'A'],
      ['reject', 'A'],
      ['accept', 'C'],
    ] as const) {
      const check = checkTransition(trade(action === 'accept' || action === 'reject' ? 'buyer_confirmed' : 'pending'), action, team);
      expect(check).toMatchObject({ allowed: false, status: 403 });
    }
  });

  it('refuses a step from the wrong status with 409', () => {
    expect(checkTransition(trade('buyer_confirmed'), 'cancel', 'A')).toMatchObject({ allowed: false, status: 409 });
    expect(checkTransition(trade('pending'), 'accept', 'B')).toMatchObject({ allowed: false, status: 409 });
    expect(checkTransition(trade('completed'), 'accept', 'B')).toMatchObject({ allowed: false, status: 409 });
    expect(checkTransition(trade('rejected'), 'reject', 'B')).toMatchObject({ allowed: false, status: 409 });
    expect(checkTransition(trade('cancelled'), 'confirm', 'A')).toMatchObject({ allowed: false, status: 409 });
  });

  it('hides drafts from the counterparty and cancelled trades from everyone', () => {
    expect(isVisibleToTeam(trade('pending'), 'A')).toBe(true);
    expect(isVisibleToTeam(trade('pending'), 'B')).toBe(false);
    expect(isVisibleToTeam(trade('buyer_confirmed'), 'B')).toBe(true);
    expect(isVisibleToTeam(trade('completed'), 'B')).toBe(true);
    expect(isVisibleToTeam(trade('cancelled'), 'A')).toBe(false);
    expect(isVisibleToTeam(trade('completed'), 'C')).toBe(false);
  });
});
