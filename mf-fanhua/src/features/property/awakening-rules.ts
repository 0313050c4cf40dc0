import type { Allocation } from '../../shared/asset-catalogue';
import { TEXTS } from '../../texts';

export const AWAKENING_TOTAL = 30;
export const INITIAL_SPLIT = 10;

export type TalentDraft = Record<'strength' | 'intelligence' | 'luck', number>;

export const initialDraft = (): TalentDraft => ({ strength: INITIAL_SPLIT, intelligence: INITIAL_SPLIT, luck: INITIAL_SPLIT });

/** The checks before sending: no negative value, total exactly 30. */
export function awakeningProblem(draft: TalentDraft): string | null {
  const values = Object.values(draft);
  if (values.some((value) => value < 0)) return TEXTS.property.noNegative;
  if (values.reduce((sum, value) => sum + value, 0) !== AWAKENING_TOTAL) return TEXTS.property.totalMustBe30;
  return null;
}

/** Only the non-zero differences from the current values are sent, as teamId, type, count. */
export function awakeningAllocations(teamId: string, draft: TalentDraft, current: TalentDraft): Allocation[] {
  return (Object.keys(draft) as (keyof TalentDraft)[])
    .map((type) => ({ teamId, type, count: draft[type] - current[type] }))
    .filter((allocation) => allocation.count !== 0);
}
