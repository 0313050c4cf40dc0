import type { MarkAreaTradedResponse, TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import type {
  AreaGetAllResponse,
  AreaMapResponse,
  AreaStates,
  ExploreResponse,
  RewardGroupView,
  SpecialActionResponse,
  TalentAllocateResponse,
  TalentAllocation,
} from '@citygames/contracts/fanhua/areas.schema';
import type { PositionReport } from '@citygames/contracts/fanhua/position.rules';
import { api } from '../../../api/client';

export const fetchAreaMap = () => api.get<AreaMapResponse>('/area/map');
/** Each area's states, parsed from the JSON text the server keeps them in (an unreadable text counts as none). */
export const fetchAreaStates = () =>
  api.get<AreaGetAllResponse>('/area/getAll').then((answer) => {
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
export const exploreArea = (areaId: number, position: PositionReport) => api.post<ExploreResponse>('/area/explore', { area_id: areaId, ...position });
/** The talent changes of a shuffle area, sent with the area and the position that qualifies for it. */
export const allocateTalentsInArea = (allocations: TalentAllocation[], areaId: number, position: PositionReport) =>
  api.post<TalentAllocateResponse>('/area/allocate', { allocations, area_id: areaId, ...position });
export const specialAction = (areaId: number, position: PositionReport) =>
  api.post<SpecialActionResponse>('/area/special-action', { area_id: areaId, ...position });
export const markAreaTraded = (areaId: number) => api.post<MarkAreaTradedResponse>('/trade/mark-area-traded', { area_id: `area_${areaId}` });
export const tradeWithArea = (areaId: number, group: RewardGroupView, position: PositionReport) =>
  api.post<TradeWithAreaResponse>('/trade/trade-with-area', {
    area_id: areaId,
    reward_id: group.id,
    conds: group.conds,
    ...position,
  });
