import type { AreaByCodeResponse } from '@citygames/contracts/pilotsh/area.schema';
import type { TeamActionInput, TeamMoveResponse } from '@citygames/contracts/pilotsh/team.schema';
import { api } from '../../../api/client';

export const findAreaByCode = (code: string) => api.get<AreaByCodeResponse>(`/area/by-code/${encodeURIComponent(code)}`);
export const moveTo = (code: string) => api.post<TeamMoveResponse>('/team/status', { type: 'move_to', args: { pos: code } } satisfies TeamActionInput);
