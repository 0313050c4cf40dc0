import type { BanPolicy } from '@citygames/contracts/common/answer.schema';

/** What is stored per (team, task). */
export interface StoredBanState {
  wrongAttempts: number;
  banUntil?: Date | null;
}

/** The state as it is at `now`: an expired ban counts as no ban and a fresh count. */
export interface EffectiveBanState {
  isBanned: boolean;
  wrongAttempts: number;
  remainingAttempts: number;
  /** Whole seconds left of the ban, rounded up; 0 when not banned. */
  remainingTime: number;
  banUntil: Date | null;
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
    };
  }
  if (banUntil) {
    return { isBanned: false, wrongAttempts: 0, remainingAttempts: policy.maxWrongAttempts, remainingTime: 0, banUntil: null };
  }
  return {
    isBanned: false,
    wrongAttempts,
    remainingAttempts: Math.max(0, policy.maxWrongAttempts - wrongAttempts),
    remainingTime: 0,
    banUntil: null,
  };
}

/** The moment a ban that starts at `now` ends. */
export function banEndsAt(policy: BanPolicy, now: Date): Date {
  return new Date(now.getTime() + policy.banSeconds * 1000);
}
