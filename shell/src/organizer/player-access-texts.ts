/** The console's words for signing a player's phones out and suspending a player. */
export const PLAYER_ACCESS_TEXTS = {
  confirmSignOut: (name: string) => `让「${name}」所有手机退出登录？他需要重新登录才能继续（丢失的手机就此失效）。`,
  confirmSuspend: (name: string) => `暂停「${name}」？暂停期间他的手机不能继续游戏，也不能重新登录，直到你恢复他。`,
  signedOut: (name: string) => `已让「${name}」的所有手机退出登录（几秒内生效）`,
  suspended: (name: string) => `已暂停「${name}」`,
  reinstated: (name: string) => `已恢复「${name}」`,
  suspendedBadge: '已暂停',
  confirmSuspendTeam: (team: string) => `暂停队伍「${team}」？暂停期间这队所有队员的手机都不能继续游戏，直到你恢复这支队伍。`,
  teamSuspended: (team: string) => `已暂停队伍「${team}」`,
  teamReinstated: (team: string) => `已恢复队伍「${team}」`,
  teamSuspendedBadge: '队伍已暂停',
} as const;
