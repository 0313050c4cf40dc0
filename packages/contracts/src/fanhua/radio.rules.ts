/** The wasteland radio's vocabulary and limits, shared by the sending desk, the feed and the service. */

/** Who speaks on the radio; the browser gives each a Chinese label, a colour and an icon. */
export const RADIO_SENDERS = ['doctor', 'zombie', 'commander', 'merchant', 'survivor'] as const;
export type RadioSender = (typeof RADIO_SENDERS)[number];

/** What kind of message it is (the badge on the card). */
export const RADIO_MESSAGE_TYPES = ['team_message', 'urgent_notice', 'system_broadcast', 'trade_info'] as const;
export type RadioMessageType = (typeof RADIO_MESSAGE_TYPES)[number];

export const RADIO_TITLE_MAX = 60;
export const RADIO_BODY_MAX = 4000;
export const RADIO_DEFAULT_PAGE_SIZE = 20;
export const RADIO_MAX_PAGE_SIZE = 50;

/** Where the EventSource of new messages connects (with a one-use ticket instead of the Bearer header). */
export const RADIO_STREAM_PATH = '/api/fanhua/msg/stream';
