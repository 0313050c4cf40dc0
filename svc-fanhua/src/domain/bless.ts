import { TALENT_TYPES, type TalentType } from '@citygames/contracts/fanhua/assets.rules';
import { BLESS_MAX, BLESS_MIN, BLESS_MIN_SUM } from '@citygames/contracts/fanhua/special-effects.rules';
import { uniformInt, type RandomSource } from './random-source.js';

export type TalentDeltas = Record<TalentType, number>;

/**
 * The bless roll: every talent changes by an integer from −8 to 15, rolled again as a whole
 * until the changes add up to at least 5. The random source is injected (tests use fixed sequences).
 */
export function rollBless(random: RandomSource): TalentDeltas {
  for (;;) {
    const deltas = {} as TalentDeltas;
    for (const talent of TALENT_TYPES) deltas[talent] = uniformInt(random, BLESS_MIN, BLESS_MAX);
    if (TALENT_TYPES.reduce((sum, talent) => sum + deltas[talent], 0) >= BLESS_MIN_SUM) return deltas;
  }
}

/** A talent never drops below zero: a loss larger than what the team holds takes what is there. */
export function clampToHoldings(deltas: TalentDeltas, current: Record<TalentType, number>): TalentDeltas {
  const clamped = {} as TalentDeltas;
  for (const talent of TALENT_TYPES) clamped[talent] = Math.max(deltas[talent], -current[talent]);
  return clamped;
}
