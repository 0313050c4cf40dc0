/** The asset panel's and its leaderboard's texts (zh-CN), shown on the property and trade screens. */
export const ASSET_PANEL_TEXTS = {
  title: '队伍资产',
  loading: '正在加载资产…',
  loadFailed: '获取资产失败',
  talents: '天赋',
  resources: '资源',
  noResources: '你还没有任何资源',
  leaderboard: '排行',
  leaderboardTitle: (name: string) => `${name} 排行榜`,
  leaderboardFailed: '加载失败，请重试',
  leaderboardEmpty: '暂无数据',
  leaderboardFrozen: (at: string) => `已封榜：显示的是 ${at} 的排名，之后的变化活动结束时公布`,
  rank: '排名',
  teamName: '队伍',
  count: '数量',
  myTeam: '本队',
  tradeWith: '点击其他队伍可直接发起交易',
} as const;
