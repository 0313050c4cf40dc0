import { api } from '../../../api/client';

export const RADIO_SENDERS = ['doctor', 'zombie', 'commander', 'merchant', 'survivor'] as const;
export type RadioSender = (typeof RADIO_SENDERS)[number];
export const RADIO_MESSAGE_TYPES = ['team_message', 'urgent_notice', 'system_broadcast', 'trade_info'] as const;
export type RadioMessageType = (typeof RADIO_MESSAGE_TYPES)[number];

export interface RadioMessage {
  id: string;
  sender: RadioSender | string;
  message_type: RadioMessageType | string;
  title: string;
  /** HTML, sanitised by the server; sanitise again before rendering. */
  msg: string;
  /** UTC ISO time. */
  created_at: string;
  scope: 'team' | 'all';
}

export interface RadioPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface RadioPage {
  success: boolean;
  message?: string;
  data: { messages: RadioMessage[]; pagination: RadioPagination };
}

export const RADIO_PAGE_SIZE = 20;

export const fetchRadioPage = (page: number, limit = RADIO_PAGE_SIZE) => api.get<RadioPage>('/msg/team', { query: { page, limit } });

/** A one-use credential for the EventSource (which cannot send the Bearer header). */
export const fetchStreamTicket = () => api.post<{ success: boolean; ticket: string; expires_in: number }>('/msg/stream-ticket');

export const RADIO_STREAM_PATH = '/api/fanhua/msg/stream';

export interface NewRadioMessage {
  scope: 'all' | 'team';
  team_id?: string;
  sender: RadioSender;
  message_type: RadioMessageType;
  title: string;
  msg: string;
}

export const sendRadioMessage = (body: NewRadioMessage) => api.post<{ success: boolean; message: string }>('/msg/send', body);
