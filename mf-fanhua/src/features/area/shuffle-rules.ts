import type { TalentAllocation } from '@citygames/contracts/fanhua/areas.schema';
import { checkShuffle, type TalentValues } from '@citygames/contracts/fanhua/talents.rules';
import { TALENT_DISPLAY_ORDER } from '../../shared/asset-catalogue';

export const zeroDeltas = (): TalentValues => ({ strength: 0, intelligence: 0, luck: 0 });

export function deltaSum(deltas: TalentValues): number {
  return TALENT_DISPLAY_ORDER.reduce((sum, key) => sum + deltas[key], 0);
}

/** The changes as /area/allocate takes them: one line per talent that changes. */
export function shuffleAllocations(teamId: string, deltas: TalentValues): TalentAllocation[] {
  return TALENT_DISPLAY_ORDER.filter((key) => deltas[key] !== 0).map((key) => ({ teamId, type: key, count: deltas[key] }));
}

/** Confirm is possible when the service's shuffle rule accepts the changes: they add up to 0, something changes, no talent drops below 0. */
export function canConfirmShuffle(deltas: TalentValues, current: TalentValues): boolean {
  return checkShuffle(current, shuffleAllocations('', deltas)).ok;
}
