import type { GodGiveInput, GodGiveResponse, GodGiveType, StepDrawInput, StepDrawResponse } from '@citygames/contracts/pilotsh/admin.schema';
import { api } from '../../../api/client';

export const godGive = (leaderName: string, type: GodGiveType, args: Record<string, unknown>) =>
  api.post<GodGiveResponse>('/team/god_give', { leaderName, type, args } satisfies GodGiveInput);
export const drawStepCards = (count: 1 | 2) => api.post<StepDrawResponse>('/admin/step-draw', { count } satisfies StepDrawInput);
