import type { AwakeningResponse, TalentAllocateResponse, TalentAllocation } from '@citygames/contracts/fanhua/areas.schema';
import { api } from '../../../api/client';

export interface AwakeningStatus {
  awakened: boolean;
  /** Members who already took part in another team's awakening: the team cannot awaken while they are in it. */
  blockedBy: string[];
}

/** Whether the team has awakened its talents (the server's record, not the talent values), and who blocks it. */
export const fetchAwakening = () =>
  api.get<AwakeningResponse>('/area/awakening').then((answer): AwakeningStatus => ({ awakened: answer.awakened, blockedBy: answer.blocked_by }));
/** The awakening's talent points (no area, no position). */
export const allocateTalents = (allocations: TalentAllocation[]) => api.post<TalentAllocateResponse>('/area/allocate', { allocations });
