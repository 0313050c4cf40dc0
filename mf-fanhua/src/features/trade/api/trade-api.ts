import type { TradeItem, TradeView } from '@citygames/contracts/fanhua-trades';
import { api, type ActionAnswer } from '../../../api/client';

export type { TradeStatus } from '@citygames/contracts/fanhua-trades';
export type { TradeItem };
export type Trade = TradeView;

export const fetchTradeHistory = () => api.get<{ success: boolean; team_id: string; trades: Trade[] }>('/trade/history');
export const fetchTradeDetails = (id: string) =>
  api.get<{ success: boolean; trade: Trade }>(`/trade/details/${encodeURIComponent(id)}`).then((answer) => answer.trade);
export const createTrade = (body: { to_team_id: string; items: TradeItem[]; msg: string }) =>
  api.post<ActionAnswer & { trade_id: string }>('/trade/create', body);
export const confirmTrade = (id: string) => api.post<ActionAnswer>(`/trade/confirm/${encodeURIComponent(id)}`);
export const cancelTrade = (id: string) => api.post<ActionAnswer>(`/trade/cancel/${encodeURIComponent(id)}`);
export const acceptTrade = (id: string) => api.post<ActionAnswer>(`/trade/accept/${encodeURIComponent(id)}`, {});
export const rejectTrade = (id: string) => api.post<ActionAnswer>(`/trade/reject/${encodeURIComponent(id)}`);
