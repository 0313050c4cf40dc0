/** The wasteland radio's vocabulary and limits, shared by the sending desk, the feed and the service. */

/** Who speaks on the radio; the browser gives each a Chinese label, a colour and an icon. */
export const RADIO_SENDERS = ['doctor', 'zombie', 'commander', 'merchant', 'survivor'] as const;
export type RadioSender = (typeof RADIO_SENDERS)[number];
/** The platform's organiser (console messages); not one of the voices an administrator picks on the sending desk. */
export const ORGANIZER_RADIO_SENDER = 'organizer';
/** Every sender a stored message may carry. */
export const RADIO_STORED_SENDERS = [...RADIO_SENDERS, ORGANIZER_RADIO_SENDER] as const;
export type RadioStoredSender = (typeof RADIO_STORED_SENDERS)[number];

/** The Chinese name of each voice (the radio's cards, the sending desks of the game and of the console). */
export const RADIO_SENDER_NAMES: Record<RadioStoredSender, string> = {
  doctor: '医生',
  zombie: '丧尸',
  commander: '指挥官',
  merchant: '商人',
  survivor: '幸存者',
  organizer: '组织者',
};

/** What kind of message it is (the badge on the card). */
export const RADIO_MESSAGE_TYPES = ['team_message', 'urgent_notice', 'system_broadcast', 'trade_info'] as const;
export type RadioMessageType = (typeof RADIO_MESSAGE_TYPES)[number];
export const RADIO_MESSAGE_TYPE_NAMES: Record<RadioMessageType, string> = {
  team_message: '队伍消息',
  urgent_notice: '紧急通知',
  system_broadcast: '系统广播',
  trade_info: '交易信息',
};

export const RADIO_TITLE_MAX = 60;
export const RADIO_BODY_MAX = 4000;
export const RADIO_DEFAULT_PAGE_SIZE = 20;
export const RADIO_MAX_PAGE_SIZE = 50;

/** Where the EventSource of new messages connects (with a one-use ticket instead of the Bearer header). */
export const RADIO_STREAM_PATH = '/api/fanhua/msg/stream';

/**
 * How often the stream sends a `heartbeat` event: a named event the page sees (an SSE comment it cannot),
 * so a stream that stopped delivering without closing (a Wi-Fi→4G switch, a NAT dropping the flow) is noticed.
 */
export const RADIO_HEARTBEAT_MS = 15_000;
/** With no event and no heartbeat for this long the page takes the stream for stalled: it polls, says so and reconnects. */
export const RADIO_STALL_AFTER_MS = 35_000;
