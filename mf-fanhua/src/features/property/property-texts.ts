/** The property screen's own texts (zh-CN): the awakening and the way to the trade and team screens; the panel's are ASSET_PANEL_TEXTS. */
export const PROPERTY_TEXTS = {
  goTrade: '去交易',
  awakenTitle: '天赋觉醒',
  awakenText: '你的队伍尚未觉醒天赋。请把 30 点天赋分配给力量、智力和幸运，它们会加到队伍现有的天赋上。',
  awakenTotal: (total: number) => `当前总和：${total} / 30`,
  awakenSubmit: '确认分配',
  awakenLater: '稍后再分配',
  awakenClose: '关闭',
  awakenOpen: '觉醒天赋',
  awakenPending: '队伍还没有觉醒天赋：30 点天赋会加到现有天赋上，只能分配一次。',
  awakenBlocked: (names: readonly string[]) =>
    `本队不能觉醒天赋：队员${names.map((name) => `「${name}」`).join('、')}已经在别的队伍参与过天赋觉醒，每名玩家只能参与一次。`,
  allocationSucceeded: '天赋分配成功！',
  allocationFailed: '分配失败',
  networkError: '网络错误',
  noTeam: '加入队伍后才能查看资产',
  goTeam: '去组队',
} as const;
