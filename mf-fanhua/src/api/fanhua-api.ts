import type { PositionReport } from '@citygames/contracts/fanhua-position-report';
import { api } from './client';

/** Part 1 of fanhua: teams, the area map, area rewards, talents and assets (same-origin /api/fanhua). */

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

export interface AssetLine {
  type: string;
  arg: string;
  count: number;
}

export interface RewardEntry {
  type: string;
  arg: string;
  count: number;
  name?: string;
}

export interface RewardGroup {
  id: string;
  text?: string;
  requires: RewardEntry[];
  gives: RewardEntry[];
  conds: RewardEntry[];
}

export type SpecialEffect =
  | { type: 'add'; increment: { type: string; value: number } }
  | { type: 'exchange'; decrement: { type: string; value: number }; increment: { type: string; value: number } }
  | { type: 'shuffle' }
  | { type: 'bless' };

/** What getAll's `states` JSON text holds. */
export interface AreaStates {
  hidden?: boolean;
  special?: SpecialEffect;
  rewards?: RewardGroup[];
}

/** The client's area list entry; cx (longitude) and cy (latitude) in WGS-84. */
export interface MapArea {
  area_id: number;
  name: string;
  location: string[];
  cx: number;
  cy: number;
  radius: number;
  hidden: boolean;
  landmark: boolean;
  special: SpecialEffect['type'] | null;
  reward_level: number;
}

export interface AreaMapData {
  success: boolean;
  event: {
    name: string;
    timezone: string;
    opensAt: string | null;
    isOpen: boolean;
    serverTime: string;
    mapCenter: { lat: number; lng: number };
    coordinateSystem: 'WGS-84';
  };
  gpsTestAreas: { name: string; lat: number; lng: number; radiusKm: number }[];
  areas: MapArea[];
}

/** A position as sent to the server: the raw fix (WGS-84, accuracy in metres, timestamp) and the calibration in use, apart. */
export type SentPosition = PositionReport;

export interface TradedReward {
  spent: AssetLine[];
  gained: AssetLine[];
}

export interface ExploreAnswer {
  success: boolean;
  in_range: boolean;
  reason: 'ACCURACY_TOO_LOW' | 'NOT_IN_AREA' | null;
  distance_m: number;
  radius_m: number;
  accuracy_m: number;
  has_traded: boolean;
}

export interface LeaderboardRow {
  rank: number;
  team_id: string;
  team_name: string;
  count: number;
}

export interface Allocation {
  teamId: string;
  type: string;
  count: number;
}

// team
export const fetchTeamStatus = () => api.get<{ success: boolean; status: string; name: string; description: string }>('/team/status');
export const fetchCurrentTeam = () => api.get<CurrentTeam>('/team/current');
export const createTeam = (body: { name: string; description: string }) =>
  api.post<{ success: boolean; message: string; teamId: string; inviteCode: string; members: Member[] }>('/team/create', body);
export const joinTeam = (inviteCode: string) =>
  api.post<{ success: boolean; message: string; teamId: string; teamName: string; members: Member[] }>('/team/join', { inviteCode });
/** A leader names the new leader (null when alone); a member sends no body. */
export const exitTeam = (newLeader?: string | null) =>
  api.post<{ success: boolean; message: string }>('/team/exit', newLeader === undefined ? undefined : { 'new-leader': newLeader });

// areas
export const fetchAreaMap = () => api.get<AreaMapData>('/area/map');
export const fetchAreaStates = () =>
  api.get<{ success: boolean; areas: { id: number; states: string }[] }>('/area/getAll').then((answer) => {
    const states = new Map<number, AreaStates>();
    for (const area of answer.areas) {
      try {
        states.set(area.id, JSON.parse(area.states) as AreaStates);
      } catch {
        states.set(area.id, {});
      }
    }
    return states;
  });
export const exploreArea = (areaId: number, position: SentPosition) => api.post<ExploreAnswer>('/area/explore', { area_id: areaId, ...position });
export const gpsTest = (position: SentPosition) =>
  api.post<{ success: boolean; accuracy_m: number; checks: { name: string; radius_km: number; distance_m: number; in_range: boolean }[] }>(
    '/area/gpstest',
    position,
  );
export const allocateTalents = (allocations: Allocation[], area?: { areaId: number; position: SentPosition }) =>
  api.post<{ success: boolean; message: string; traded_reward?: TradedReward }>(
    '/area/allocate',
    area ? { allocations, area_id: area.areaId, ...area.position } : { allocations },
  );
/** Whether the team has awakened its talents (the server's record, not the talent values). */
export const fetchAwakening = () => api.get<{ success: boolean; team_id: string; awakened: boolean }>('/area/awakening').then((answer) => answer.awakened);
export const specialAction = (areaId: number, position: SentPosition) =>
  api.post<{ success: boolean; message: string; effect: string; traded_reward: TradedReward }>('/area/special-action', { area_id: areaId, ...position });

// area rewards, assets, leaderboard (under /trade)
export const checkAreaTraded = (areaId: number) => api.get<{ success: boolean; has_traded: boolean }>(`/trade/check-area-traded/area_${areaId}`);
export const markAreaTraded = (areaId: number) => api.post<{ success: boolean }>('/trade/mark-area-traded', { area_id: `area_${areaId}` });
export const tradeWithArea = (areaId: number, group: RewardGroup, position: SentPosition) =>
  api.post<{ success: boolean; message: string; traded_reward: TradedReward }>('/trade/trade-with-area', {
    area_id: areaId,
    reward_id: group.id,
    conds: group.conds,
    ...position,
  });
export const fetchAssets = (teamId: string) =>
  api.get<{ success: boolean; assets: AssetLine[] }>('/trade/assets', { query: { team_id: teamId } }).then((answer) => answer.assets);
export const fetchLeaderboard = (type: string, arg: string) =>
  api
    .get<{ success: boolean; leaderboard: LeaderboardRow[] }>('/trade/leaderboard', { query: { type, arg, limit: 10 } })
    .then((answer) => answer.leaderboard);
