import {
  ITEM_NAMES,
  TYPE_NAMES as CATALOGUE_TYPE_NAMES,
  isResourceCategory,
  type TalentType,
} from '@citygames/contracts/fanhua-assets';
import type { TradeItem, TradeView } from '@citygames/contracts/fanhua-trades';
import { api } from './client';

/**
 * The vocabulary the trade and administration calls speak: the asset catalogue the service validates
 * against, with its Chinese names (@citygames/contracts/fanhua-assets), and the trade shape.
 */
export { ITEM_NAMES, isResourceCategory, PLAIN_ATTRIBUTE_TYPES, RESOURCE_CATEGORIES, RESOURCE_CATEGORY_TYPES } from '@citygames/contracts/fanhua-assets';
export type { ResourceCategory } from '@citygames/contracts/fanhua-assets';
export type { TradeStatus } from '@citygames/contracts/fanhua-trades';
export type { TradeItem };
export type Trade = TradeView;

/** The talents in the order the screens list them (力量, 智力, 幸运). */
export const TALENT_DISPLAY_ORDER = ['strength', 'intelligence', 'luck'] as const satisfies readonly TalentType[];

/** Chinese names of asset types, indexed by any code the server sends. */
export const TYPE_NAMES: Readonly<Record<string, string>> = CATALOGUE_TYPE_NAMES;

/** '面包' for food/bread, '智力' for intelligence. */
export function assetName(type: string, arg: string | null | undefined): string {
  if (isResourceCategory(type)) return (arg && ITEM_NAMES[arg]) || arg || TYPE_NAMES[type] || type;
  return TYPE_NAMES[type] ?? type;
}

export interface MyTeam {
  team: { id: string; name: string; description: string; invite_code: string; status: string };
  isLeader: boolean;
}

export interface TeamOption {
  id: string;
  name: string;
}

export interface ActionAnswer {
  success: boolean;
  message: string;
}

export const fetchMyTeam = () => api.get<MyTeam & { success: boolean }>('/team/current');
export const fetchTeamList = () => api.get<{ success: boolean; teams: TeamOption[] }>('/team/list').then((answer) => answer.teams);
export const fetchTradeHistory = () => api.get<{ success: boolean; team_id: string; trades: Trade[] }>('/trade/history');
export const fetchTradeDetails = (id: string) =>
  api.get<{ success: boolean; trade: Trade }>(`/trade/details/${encodeURIComponent(id)}`).then((answer) => answer.trade);
export const createTrade = (body: { to_team_id: string; items: TradeItem[]; msg: string }) =>
  api.post<ActionAnswer & { trade_id: string }>('/trade/create', body);
export const confirmTrade = (id: string) => api.post<ActionAnswer>(`/trade/confirm/${encodeURIComponent(id)}`);
export const cancelTrade = (id: string) => api.post<ActionAnswer>(`/trade/cancel/${encodeURIComponent(id)}`);
export const acceptTrade = (id: string) => api.post<ActionAnswer>(`/trade/accept/${encodeURIComponent(id)}`, {});
export const rejectTrade = (id: string) => api.post<ActionAnswer>(`/trade/reject/${encodeURIComponent(id)}`);
