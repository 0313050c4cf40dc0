import { api } from '../../api/client';

export interface Member {
  id: string;
  name: string;
  isLeader: boolean;
  isSelf?: boolean;
}

export interface CurrentTeam {
  success: boolean;
  team: { id: string; name: string; description: string; invite_code: string; status: string };
  members: Member[];
  isLeader: boolean;
  is_leader: boolean;
}

export interface TeamOption {
  id: string;
  name: string;
}

export const fetchCurrentTeam = () => api.get<CurrentTeam>('/team/current');
export const fetchTeamList = () => api.get<{ success: boolean; teams: TeamOption[] }>('/team/list').then((answer) => answer.teams);
