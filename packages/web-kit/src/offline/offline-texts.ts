/** The Chinese texts of offline play, shared by the three games. */
export const OFFLINE_TEXTS = {
  notice: '当前离线：答案会先保存在本机，联网后自动提交；交易、移动、区域行动和道具需要联网后再操作。',
  writeRefused: '当前离线，这个操作需要实时状态，请联网后再试',
  saved: '已保存，联网后自动提交',
  sending: '正在提交…',
  pendingTitle: '待提交的答案',
} as const;
