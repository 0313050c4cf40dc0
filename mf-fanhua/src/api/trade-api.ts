import { TEXTS } from '../texts';
import { api } from './client';

/**
 * The vocabulary the trade and administration calls speak: asset types and items (the same
 * catalogue as the service's domain/asset-catalogue.ts); their Chinese names live in texts.ts.
 */
export const TALENT_TYPES = ['strength', 'intelligence', 'luck'] as const;
export const RESOURCE_CATEGORIES = {
  food: ['instant-noodles', 'bread', 'wine', 'canned-food', 'dried-meat', 'water'],
  medical: ['bandage', 'first-aid', 'painkillers', 'antibiotics', 'vitamin', 'disinfectant'],
  will: ['happy', 'calm', 'courage', 'hope', 'focus', 'peace'],
  equipment: ['protection-suit', 'mask', 'rope', 'flashlight', 'backpack', 'tools'],
} as const;
export const PLAIN_ATTRIBUTE_TYPES = ['money', 'house'] as const;
export type ResourceCategory = keyof typeof RESOURCE_CATEGORIES;
export const RESOURCE_CATEGORY_TYPES = Object.keys(RESOURCE_CATEGORIES) as ResourceCategory[];

/** Chinese names of asset types and items, from texts.ts (indexed by the codes the server sends). */
export const TYPE_NAMES: Record<string, string> = TEXTS.assets.types;
export const ITEM_NAMES: Record<string, string> = TEXTS.assets.items;

export function isResourceCategory(type: string): type is ResourceCategory {
  return Object.hasOwn(RESOURCE_CATEGORIES, type);
}

/** '面包' for food/bread, '智力' for intelligence. */
export function assetName(type: string, arg: string | null | undefined): string {
  if (isResourceCategory(type)) return (arg && ITEM_NAMES[arg]) || arg || TYPE_NAMES[type] || type;
  return TYPE_NAMES[type] ?? type;
}

export interface TradeItem {
  type: string;
  arg: string | null;
  /** Positive: the initiator gains it; negative: the initiator pays it. */
  count: number;
}

export type TradeStatus = 'pending' | 'buyer_confirmed' | 'completed' | 'rejected' | 'cancelled';

export interface Trade {
  id: string;
  from_team_id: string;
  from_team_name: string;
  to_team_id: string;
  to_team_name: string;
  msg: string;
  status: TradeStatus;
  commission: number;
  create_at: string;
  confirm_at: string | null;
  finish_at: string | null;
  items: TradeItem[];
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
