import { TALENT_TYPES, type TalentType } from '@citygames/contracts/fanhua/assets.rules';
import type { AssetChange } from './asset-change.js';
import type { RandomSource } from './random-source.js';
import { clampToHoldings, rollBless } from './bless.js';

export const ADD_VALUES = [2, 10] as const;
export const EXCHANGE_DECREMENT = 2;
export const EXCHANGE_INCREMENTS = [8, 12, 15] as const;

export type SpecialEffect =
  | { type: 'add'; increment: { type: TalentType; value: (typeof ADD_VALUES)[number] } }
  | {
      type: 'exchange';
      decrement: { type: TalentType; value: typeof EXCHANGE_DECREMENT };
      increment: { type: TalentType; value: (typeof EXCHANGE_INCREMENTS)[number] };
    }
  | { type: 'shuffle' }
  | { type: 'bless' };

/**
 * The ledger changes of an add, exchange or bless action (shuffle takes the player's allocation).
 * Bless is rolled here, on the server, with the injected random source.
 */
export function specialActionChanges(
  effect: Exclude<SpecialEffect, { type: 'shuffle' }>,
  current: Record<TalentType, number>,
  random: RandomSource,
): AssetChange[] {
  switch (effect.type) {
    case 'add':
      return [{ type: effect.increment.type, arg: '', count: effect.increment.value }];
    case 'exchange':
      return [
        { type: effect.decrement.type, arg: '', count: -effect.decrement.value },
        { type: effect.increment.type, arg: '', count: effect.increment.value },
      ];
    case 'bless': {
      const deltas = clampToHoldings(rollBless(random), current);
      return TALENT_TYPES.filter((talent) => deltas[talent] !== 0).map((talent) => ({ type: talent, arg: '', count: deltas[talent] }));
    }
  }
}
