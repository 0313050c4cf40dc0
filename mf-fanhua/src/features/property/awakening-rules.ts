import type { TalentAllocation } from '@citygames/contracts/fanhua/areas.schema';
import { AWAKENING_INITIAL_SPLIT, checkAwakening, type TalentValues } from '@citygames/contracts/fanhua/talents.rules';

export type TalentDraft = TalentValues;

export const initialDraft = (): TalentDraft => ({ strength: AWAKENING_INITIAL_SPLIT, intelligence: AWAKENING_INITIAL_SPLIT, luck: AWAKENING_INITIAL_SPLIT });

/** Only the non-zero differences from the current values are sent, as teamId, type, count. */
export function awakeningAllocations(teamId: string, draft: TalentDraft, current: TalentDraft): TalentAllocation[] {
  return (Object.keys(draft) as (keyof TalentDraft)[])
    .map((type) => ({ teamId, type, count: draft[type] - current[type] }))
    .filter((allocation) => allocation.count !== 0);
}

/** The service's awakening rule, checked before sending: no negative value, total exactly 30. Its message, or null. */
export function awakeningProblem(draft: TalentDraft): string | null {
  const check = checkAwakening((Object.keys(draft) as (keyof TalentDraft)[]).map((type) => ({ type, count: draft[type] })));
  return check.ok ? null : check.message;
}
