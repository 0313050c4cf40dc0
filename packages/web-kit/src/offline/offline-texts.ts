/** The Chinese texts of offline play, shared by the three games. */
export const OFFLINE_TEXTS = {
  notice: '当前离线：答案会先保存在本机，联网后自动提交；交易、移动、区域行动和道具需要联网后再操作。',
  writeRefused: '当前离线，这个操作需要实时状态，请联网后再试',
  saved: '已保存，联网后自动提交',
  savedNoAnswer: '暂时没有收到服务器的回应：答案已保存在本机，会用同一次提交自动重发，不会重复计算',
  savedAfter: (reason: string) => `${reason.replace(/[。！]$/, '')}。答案已保存在本机，稍后自动重发`,
  needsLogin: '等这个账号重新登录后提交',
  savedForLogin: '登录已过期：答案已保存在本机，用同一账号重新登录后自动提交',
  discard: '放弃',
  discardLabel: (what: string) => `放弃待提交的答案：${what}`,
  sending: '正在提交…',
  pendingTitle: '待提交的答案',
} as const;
