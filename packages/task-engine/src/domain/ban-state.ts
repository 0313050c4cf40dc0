import type { BanPolicy } from '@citygames/contracts/common/answer.schema';

/** What is stored per (team, task). */
export interface StoredBanState {
  wrongAttempts: number;
  banUntil?: Date | null;
  /** Set when the last slot was taken and its guess is not judged yet: the ban may still be lifted by a right answer. */
  lastSlotTakenAt?: Date | null;
}

/**
 * How long a ban whose last guess is still being judged is told as "wait" rather than as a ban. A guess is judged in
 * well under a second; a request that died while judging leaves an ordinary ban, told as one after this.
 */
export const LAST_SLOT_JUDGING_MS = 30_000;

/** The state as it is at `now`: an expired ban counts as no ban and a fresh count. */
export interface EffectiveBanState {
  isBanned: boolean;
  wrongAttempts: number;
  remainingAttempts: number;
  /** Whole seconds left of the ban, rounded up; 0 when not banned. */
  remainingTime: number;
  banUntil: Date | null;
  /** The ban stands only if the last guess, being judged now, is wrong. */
  lastSlotJudging: boolean;
}

export function effectiveBanState(stored: StoredBanState | null, policy: BanPolicy, now: Date): EffectiveBanState {
  const wrongAttempts = stored?.wrongAttempts ?? 0;
  const banUntil = stored?.banUntil ?? null;
  if (banUntil && banUntil.getTime() > now.getTime()) {
    return {
      isBanned: true,
      wrongAttempts,
      remainingAttempts: 0,
      remainingTime: Math.ceil((banUntil.getTime() - now.getTime()) / 1000),
      banUntil,
      lastSlotJudging: Boolean(stored?.lastSlotTakenAt && now.getTime() - stored.lastSlotTakenAt.getTime() < LAST_SLOT_JUDGING_MS),
    };
  }
  if (banUntil) {
    return { isBanned: false, wrongAttempts: 0, remainingAttempts: policy.maxWrongAttempts, remainingTime: 0, banUntil: null, lastSlotJudging: false };
  }
  return {
    isBanned: false,
    wrongAttempts,
    remainingAttempts: Math.max(0, policy.maxWrongAttempts - wrongAttempts),
    remainingTime: 0,
    banUntil: null,
    lastSlotJudging: false,
  };
}

/** The moment a ban that starts at `now` ends. */
export function banEndsAt(policy: BanPolicy, now: Date): Date {
  return new Date(now.getTime() + policy.banSeconds * 1000);
}
