import { TALENT_DISPLAY_ORDER, type Allocation, type TalentValues } from '../../shared/asset-catalogue';

export const zeroDeltas = (): TalentValues => ({ strength: 0, intelligence: 0, luck: 0 });

export function deltaSum(deltas: TalentValues): number {
  return TALENT_DISPLAY_ORDER.reduce((sum, key) => sum + deltas[key], 0);
}

/** Confirm is possible when the changes add up to 0, something changes and no talent drops below 0. */
export function canConfirmShuffle(deltas: TalentValues, current: TalentValues): boolean {
  return deltaSum(deltas) === 0 && TALENT_DISPLAY_ORDER.some((key) => deltas[key] !== 0) && TALENT_DISPLAY_ORDER.every((key) => current[key] + deltas[key] >= 0);
}

export function shuffleAllocations(teamId: string, deltas: TalentValues): Allocation[] {
  return TALENT_DISPLAY_ORDER.filter((key) => deltas[key] !== 0).map((key) => ({ teamId, type: key, count: deltas[key] }));
}
