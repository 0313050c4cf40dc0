import type { IsAdminResponse } from '@citygames/contracts/auth/is-admin.schema';
import type { GodGiveInput, GodGiveResponse, GodGiveType, StepDrawInput, StepDrawResponse } from '@citygames/contracts/pilotsh/admin.schema';
import { api } from '../../../api/client';

/** svc-auth answers this one (from the token), under the game's path. */
export const fetchIsAdmin = () => api.get<IsAdminResponse>('/players/is_admin');
export const godGive = (leaderName: string, type: GodGiveType, args: Record<string, unknown>) =>
  api.post<GodGiveResponse>('/team/god_give', { leaderName, type, args } satisfies GodGiveInput);
export const drawStepCards = (count: 1 | 2) => api.post<StepDrawResponse>('/admin/step-draw', { count } satisfies StepDrawInput);
