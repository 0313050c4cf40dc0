import type { TeamCreateInput, TeamCreateResponse, TeamExitResponse, TeamJoinResponse } from '@citygames/contracts/fanhua/teams.schema';
import { api } from '../../../api/client';

export const createTeam = (body: TeamCreateInput) => api.post<TeamCreateResponse>('/team/create', body);
export const joinTeam = (inviteCode: string) => api.post<TeamJoinResponse>('/team/join', { inviteCode });
/** A leader names the new leader (null when alone); a member sends no body. */
export const exitTeam = (newLeader?: string | null) =>
  api.post<TeamExitResponse>('/team/exit', newLeader === undefined ? undefined : { 'new-leader': newLeader });
