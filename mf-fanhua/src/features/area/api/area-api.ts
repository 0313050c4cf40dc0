import type { PositionReport } from '@citygames/contracts/fanhua-position-report';
import { api } from '../../../api/client';
import type { Allocation } from '../../../shared/asset-catalogue';
import type { AssetLine } from '../../../shared/asset-panel/assets-api';

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

export const fetchAreaMap = () => api.get<AreaMapData>('/area/map');
/** Each area's states, parsed from the JSON text the server keeps them in (an unreadable text counts as none). */
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
/** The talent changes of a shuffle area, sent with the area and the position that qualifies for it. */
export const allocateTalentsInArea = (allocations: Allocation[], areaId: number, position: SentPosition) =>
  api.post<{ success: boolean; message: string; traded_reward?: TradedReward }>('/area/allocate', { allocations, area_id: areaId, ...position });
export const specialAction = (areaId: number, position: SentPosition) =>
  api.post<{ success: boolean; message: string; effect: string; traded_reward: TradedReward }>('/area/special-action', { area_id: areaId, ...position });
export const markAreaTraded = (areaId: number) => api.post<{ success: boolean }>('/trade/mark-area-traded', { area_id: `area_${areaId}` });
export const tradeWithArea = (areaId: number, group: RewardGroup, position: SentPosition) =>
  api.post<{ success: boolean; message: string; traded_reward: TradedReward }>('/trade/trade-with-area', {
    area_id: areaId,
    reward_id: group.id,
    conds: group.conds,
    ...position,
  });
