import type {
  AddAssetInput,
  AdminAreasResponse,
  AdminCreateTeamInput,
  AdminCreateTeamResponse,
  AdminMovePlayerInput,
  AdminPlayersResponse,
  AdminSetLeaderInput,
  AdminTeamsResponse,
  AreaRewardsUpdateInput,
} from '@citygames/contracts/fanhua/admin.schema';
import type { ActionResponse } from '@citygames/contracts/fanhua/action.schema';
import type { PlayerRiskListResponse, RiskJobResponse, RiskStartResponse } from '@citygames/contracts/fanhua/risk.schema';
import { api } from '../../../api/client';

export const fetchAdminPlayers = () => api.get<AdminPlayersResponse>('/admin/players').then((answer) => answer.players);
export const fetchAdminTeams = () => api.get<AdminTeamsResponse>('/admin/teams').then((answer) => answer.teams);
export const createTeamAsAdmin = (body: AdminCreateTeamInput) => api.post<AdminCreateTeamResponse>('/admin/create-team', body);
export const setTeamLeader = (body: AdminSetLeaderInput) => api.post<ActionResponse>('/admin/set-leader', body);
export const movePlayer = (body: AdminMovePlayerInput) => api.post<ActionResponse>('/admin/move-player', body);
export const addAsset = (body: AddAssetInput) => api.post<ActionResponse>('/trade/add-asset', body);
export const updateAreaRewards = (areaId: number, rewards: AreaRewardsUpdateInput['rewards']) =>
  api.post<ActionResponse>(`/admin/update-area-rewards/${areaId}`, { rewards });
export const fetchAdminAreas = () => api.get<AdminAreasResponse>('/admin/areas').then((answer) => answer.areas);
export const requestRiskCheck = () => api.post<RiskStartResponse>('/players/risk-all');
export const fetchAllRisk = () => api.get<PlayerRiskListResponse>('/players/get-all-risk');
export const fetchRiskJob = () => api.get<RiskJobResponse>('/players/risk-job').then((answer) => answer.job);
