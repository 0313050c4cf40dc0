import type {
  TradeActionResponse,
  TradeCreateInput,
  TradeCreateResponse,
  TradeDetailsResponse,
  TradeHistoryResponse,
} from '@citygames/contracts/fanhua/trades.schema';
import { api } from '../../../api/client';

export const fetchTradeHistory = () => api.get<TradeHistoryResponse>('/trade/history');
export const fetchTradeDetails = (id: string) => api.get<TradeDetailsResponse>(`/trade/details/${encodeURIComponent(id)}`).then((answer) => answer.trade);
export const createTrade = (body: TradeCreateInput) => api.post<TradeCreateResponse>('/trade/create', body);
export const confirmTrade = (id: string) => api.post<TradeActionResponse>(`/trade/confirm/${encodeURIComponent(id)}`);
export const cancelTrade = (id: string) => api.post<TradeActionResponse>(`/trade/cancel/${encodeURIComponent(id)}`);
export const acceptTrade = (id: string) => api.post<TradeActionResponse>(`/trade/accept/${encodeURIComponent(id)}`, {});
export const rejectTrade = (id: string) => api.post<TradeActionResponse>(`/trade/reject/${encodeURIComponent(id)}`);
