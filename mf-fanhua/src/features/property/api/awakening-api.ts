import type { AwakeningResponse, TalentAllocateResponse, TalentAllocation } from '@citygames/contracts/fanhua/areas.schema';
import { api } from '../../../api/client';

/** Whether the team has awakened its talents (the server's record, not the talent values). */
export const fetchAwakening = () => api.get<AwakeningResponse>('/area/awakening').then((answer) => answer.awakened);
/** The awakening's talent points (no area, no position). */
export const allocateTalents = (allocations: TalentAllocation[]) => api.post<TalentAllocateResponse>('/area/allocate', { allocations });
