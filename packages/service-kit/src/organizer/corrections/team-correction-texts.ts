/** The Chinese sentences of the organiser's corrections (team-correction-routes.ts): the audit log's and the refusals. */
export const CORRECTION_ROUTE_TEXTS = {
  teamNotFound: '队伍不存在（可能已被删除），请刷新后再试',
  taskNotFound: '任务不存在（可能已从活动包中删除），请刷新后再试',
  alreadySolved: '这支队伍已经完成了这个任务，无需再标记',
  notSolved: '这支队伍还没有完成这个任务，无需取消',
  banNotFound: '没有这项封禁（可能已从活动包中删除），请刷新后再试',
  noBan: (ban: string) => `这支队伍在${ban}上没有正在进行的封禁（可能已经结束或已被解除）`,
  points: (team: string, points: number, reason: string) =>
    `${points > 0 ? `给队伍「${team}」加 ` : `扣除队伍「${team}」`}${Math.abs(points)} 分（原因：${reason}）`,
  markedSolved: (team: string, task: string, reason: string) => `把队伍「${team}」的任务「${task}」标记为已完成（原因：${reason}）`,
  markedUnsolved: (team: string, task: string, reason: string) => `取消队伍「${team}」的任务「${task}」的完成（原因：${reason}）`,
  /** `ban` as banLabel names it: 任务「…」, or what was guessed (X 区域第 1 阶段, 区域代码). */
  banLifted: (team: string, ban: string, reason: string) => `解除队伍「${team}」在${ban}上的封禁（原因：${reason}）`,
} as const;
