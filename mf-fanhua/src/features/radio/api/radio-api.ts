import type { RadioPageResponse, RadioSendInput, RadioSendResponse, RadioStreamTicketResponse } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_DEFAULT_PAGE_SIZE } from '@citygames/contracts/fanhua/radio.rules';
import { api } from '../../../api/client';

export const fetchRadioPage = (page: number, limit = RADIO_DEFAULT_PAGE_SIZE) =>
  api.get<RadioPageResponse>('/msg/team', { query: { page, limit } }).then((answer) => answer.data);

/** A one-use credential for the EventSource (which cannot send the Bearer header). */
export const fetchStreamTicket = () => api.post<RadioStreamTicketResponse>('/msg/stream-ticket');

export const sendRadioMessage = (body: RadioSendInput) => api.post<RadioSendResponse>('/msg/send', body);
