import { describe, expect, it } from 'vitest';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { banPolicySchema } from './ban-policy.js';
import { LAST_SLOT_JUDGING_MS, banEndsAt, effectiveBanState } from './ban-state.js';
import { formatDuration } from './messages.js';

const now = new Date('2026-01-01T00:00:00Z');
const policy = DEFAULT_BAN_POLICY;

describe('effectiveBanState', () => {
  it('starts with the full number of attempts', () => {
    expect(effectiveBanState(null, policy, now)).toEqual({
      isBanned: false,
      wrongAttempts: 0,
      remainingAttempts: 5,
      remainingTime: 0,
      banUntil: null,
      lastSlotJudging: false,
    });
  });
  it('counts down the remaining attempts', () => {
    expect(effectiveBanState({ wrongAttempts: 3, banUntil: null }, policy, now).remainingAttempts).toBe(2);
  });
  it('reports a running ban with whole seconds rounded up', () => {
    const banUntil = new Date(now.getTime() + 90_500);
    expect(effectiveBanState({ wrongAttempts: 5, banUntil }, policy, now)).toEqual({
      isBanned: true,
      wrongAttempts: 5,
      remainingAttempts: 0,
      remainingTime: 91,
      banUntil,
      lastSlotJudging: false,
    });
  });
  it('says a ban whose last guess is still being judged may be lifted, for a while only', () => {
    const banUntil = new Date(now.getTime() + 120_000);
    const takenAt = (msAgo: number) => new Date(now.getTime() - msAgo);
    expect(effectiveBanState({ wrongAttempts: 5, banUntil, lastSlotTakenAt: takenAt(500) }, policy, now).lastSlotJudging).toBe(true);
    expect(effectiveBanState({ wrongAttempts: 5, banUntil, lastSlotTakenAt: takenAt(LAST_SLOT_JUDGING_MS) }, policy, now).lastSlotJudging).toBe(false);
    expect(effectiveBanState({ wrongAttempts: 5, banUntil, lastSlotTakenAt: null }, policy, now).lastSlotJudging).toBe(false);
  });
  it('treats an expired ban as a fresh count', () => {
    const state = effectiveBanState({ wrongAttempts: 5, banUntil: new Date(now.getTime() - 1) }, policy, now);
    expect(state).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5, remainingTime: 0 });
  });
  it('bans for the policy length', () => {
    expect(banEndsAt({ maxWrongAttempts: 3, banSeconds: 30 }, now).toISOString()).toBe('2026-01-01T00:00:30.000Z');
  });
});

describe('banPolicySchema', () => {
  it('fills the defaults and rejects nonsense', () => {
    expect(banPolicySchema.parse({})).toEqual({ maxWrongAttempts: 5, banSeconds: 120 });
    expect(banPolicySchema.safeParse({ maxWrongAttempts: 0 }).success).toBe(false);
    expect(banPolicySchema.safeParse({ banSeconds: 1.5 }).success).toBe(false);
  });
});

describe('formatDuration', () => {
  it('formats minutes and seconds', () => {
    expect(formatDuration(120)).toBe('2分0秒');
    expect(formatDuration(45)).toBe('45秒');
    expect(formatDuration(61.2)).toBe('1分2秒');
  });
});
