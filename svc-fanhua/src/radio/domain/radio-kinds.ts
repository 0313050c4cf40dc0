/** Who speaks on the wasteland radio; the browser gives each a Chinese label, a colour and an icon. */
export const RADIO_SENDERS = ['doctor', 'zombie', 'commander', 'merchant', 'survivor'] as const;
export type RadioSender = (typeof RADIO_SENDERS)[number];

/** What kind of message it is (the badge on the card). */
export const RADIO_MESSAGE_TYPES = ['team_message', 'urgent_notice', 'system_broadcast', 'trade_info'] as const;
export type RadioMessageType = (typeof RADIO_MESSAGE_TYPES)[number];

export const RADIO_TITLE_MAX = 60;
export const RADIO_BODY_MAX = 4000;
export const RADIO_DEFAULT_PAGE_SIZE = 20;
export const RADIO_MAX_PAGE_SIZE = 50;

export interface RadioPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function paginate(page: number, limit: number, total: number): RadioPagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** Team names and other plain text placed into a message body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
