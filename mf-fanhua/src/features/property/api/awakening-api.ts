import { api } from '../../../api/client';
import type { Allocation } from '../../../shared/asset-catalogue';

/** Whether the team has awakened its talents (the server's record, not the talent values). */
export const fetchAwakening = () => api.get<{ success: boolean; team_id: string; awakened: boolean }>('/area/awakening').then((answer) => answer.awakened);
/** The awakening's talent points (no area, no position). */
export const allocateTalents = (allocations: Allocation[]) => api.post<{ success: boolean; message: string }>('/area/allocate', { allocations });
