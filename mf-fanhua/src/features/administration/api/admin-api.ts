import { api, type ActionAnswer } from '../../../api/client';

export interface AdminPlayer {
  id: string;
  name: string;
  phone: string;
  team_id: string | null;
  team_name: string | null;
  is_leader: boolean;
}

export interface AdminTeam {
  id: string;
  name: string;
  description: string;
  invite_code: string;
  leader_id: string | null;
  member_count: number;
}

export interface PlayerRisk {
  id: string;
  name: string;
  phone: string;
  status: 'completed' | 'running' | 'not_checked' | string;
  risk: number;
  reason: string;
  checked_at: string | null;
}

export interface RiskJob {
  id: string;
  status: 'running' | 'completed' | 'failed';
  started_at: string;
  finished_at: string | null;
  player_count: number;
  checked_count: number;
}

export interface RewardEntryInput {
  type: string;
  arg: string | null;
  count: number;
}

export interface RewardGroupInput {
  id: string;
  text?: string;
  requires: RewardEntryInput[];
  gives: RewardEntryInput[];
  cond: RewardEntryInput[];
}

export interface StoredRewardEntry {
  type: string;
  arg?: string | null;
  count: number;
}

/** One stored reward group as /admin/areas sends it. */
export interface StoredRewardGroup {
  id: string;
  text?: string;
  requires: StoredRewardEntry[];
  gives: StoredRewardEntry[];
  conds: StoredRewardEntry[];
}

/** One area as the reward editor sees it: the stored groups, also of hidden areas. */
export interface AdminArea {
  id: number;
  name: string;
  hidden: boolean;
  special: string | null;
  rewards: StoredRewardGroup[];
}

export const fetchAdminPlayers = () => api.get<{ success: boolean; players: AdminPlayer[] }>('/admin/players').then((answer) => answer.players);
export const fetchAdminTeams = () => api.get<{ success: boolean; teams: AdminTeam[] }>('/admin/teams').then((answer) => answer.teams);
export const createTeamAsAdmin = (body: { name: string; description: string }) =>
  api.post<ActionAnswer & { inviteCode: string; teamId: string }>('/admin/create-team', body);
export const setTeamLeader = (body: { player_id: string; team_id: string }) => api.post<ActionAnswer>('/admin/set-leader', body);
export const movePlayer = (body: { player_id: string; team_id: string }) => api.post<ActionAnswer>('/admin/move-player', body);
export const addAsset = (body: { team_id: string; type: string; arg: string | null; count: number }) => api.post<ActionAnswer>('/trade/add-asset', body);
export const updateAreaRewards = (areaId: number, rewards: RewardGroupInput[]) =>
  api.post<ActionAnswer>(`/admin/update-area-rewards/${areaId}`, { rewards });
export const fetchAdminAreas = () => api.get<{ success: boolean; areas: AdminArea[] }>('/admin/areas').then((answer) => answer.areas);
export const requestRiskCheck = () => api.post<ActionAnswer & { job: RiskJob }>('/players/risk-all');
export const fetchAllRisk = () => api.get<PlayerRisk[]>('/players/get-all-risk');
export const fetchRiskJob = () => api.get<{ success: boolean; job: RiskJob | null }>('/players/risk-job').then((answer) => answer.job);
