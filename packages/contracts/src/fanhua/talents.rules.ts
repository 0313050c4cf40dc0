// By package name: the remotes' bundler resolves a relative '.js' import only to a real .js file, and rules run in the browser.
import { TALENT_TYPES, isTalentType, type TalentType } from './assets.rules.js';

/** The talent rules both the awakening dialog and the service apply: the 30-point awakening and the zero-sum shuffle. */

export const AWAKENING_TOTAL = 30;
export const AWAKENING_INITIAL_SPLIT = 10;

export interface Allocation {
  type: string;
  count: number;
}

export type TalentValues = Record<TalentType, number>;

export type AllocationCheck = { ok: true; deltas: TalentValues } | { ok: false; message: string };

function collectDeltas(allocations: readonly Allocation[]): AllocationCheck {
  const deltas: TalentValues = { intelligence: 0, strength: 0, luck: 0 };
  for (const allocation of allocations) {
    if (!isTalentType(allocation.type)) return { ok: false, message: '只能分配智力、力量和幸运' };
    if (!Number.isInteger(allocation.count)) return { ok: false, message: '天赋点数必须是整数' };
    deltas[allocation.type] += allocation.count;
  }
  return { ok: true, deltas };
}

export const allZero = (values: TalentValues) => TALENT_TYPES.every((talent) => values[talent] === 0);

/**
 * Awakening: exactly 30 points distributed over the three talents, none negative. They are added
 * to what the team holds; whether the team already awakened is its awakening record, not its values.
 */
export function checkAwakening(allocations: readonly Allocation[]): AllocationCheck {
  const collected = collectDeltas(allocations);
  if (!collected.ok) return collected;
  const deltas = TALENT_TYPES.map((talent) => collected.deltas[talent]);
  if (deltas.some((value) => value < 0)) return { ok: false, message: '天赋不能为负数！' };
  if (deltas.reduce((sum, value) => sum + value, 0) !== AWAKENING_TOTAL) return { ok: false, message: '天赋总和必须为30点！' };
  return collected;
}

/** Shuffle (reallocation in a special area): the changes add up to 0 and no talent ends below 0. */
export function checkShuffle(current: TalentValues, allocations: readonly Allocation[]): AllocationCheck {
  const collected = collectDeltas(allocations);
  if (!collected.ok) return collected;
  const sum = TALENT_TYPES.reduce((total, talent) => total + collected.deltas[talent], 0);
  if (sum !== 0) return { ok: false, message: '天赋变化总和必须为0' };
  if (TALENT_TYPES.some((talent) => current[talent] + collected.deltas[talent] < 0)) return { ok: false, message: '天赋不能为负数！' };
  if (allZero(collected.deltas)) return { ok: false, message: '请至少调整一项天赋' };
  return collected;
}
