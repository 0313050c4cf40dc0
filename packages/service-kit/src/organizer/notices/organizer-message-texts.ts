/** The Chinese texts of the organiser's messages, shared by the notices of pilotsh and polish120 and fanhua's radio. */
export const ORGANIZER_MESSAGE_TEXTS = {
  teamNotFound: '队伍不存在',
  noticeNotFound: '消息不存在',
  /** The audit log's sentence for a message. */
  summary: (text: string, teamName: string | null) => (teamName ? `给「${teamName}」发了消息：${text}` : `给所有队伍发了消息：${text}`),
} as const;
