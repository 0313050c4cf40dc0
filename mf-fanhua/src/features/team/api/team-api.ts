import { api } from '../../../api/client';
import type { Member } from '../../../shared/teams/teams-api';

export const createTeam = (body: { name: string; description: string }) =>
  api.post<{ success: boolean; message: string; teamId: string; inviteCode: string; members: Member[] }>('/team/create', body);
export const joinTeam = (inviteCode: string) =>
  api.post<{ success: boolean; message: string; teamId: string; teamName: string; members: Member[] }>('/team/join', { inviteCode });
/** A leader names the new leader (null when alone); a member sends no body. */
export const exitTeam = (newLeader?: string | null) =>
  api.post<{ success: boolean; message: string }>('/team/exit', newLeader === undefined ? undefined : { 'new-leader': newLeader });
