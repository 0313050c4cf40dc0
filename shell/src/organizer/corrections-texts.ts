import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';

/** The console's words for the organiser's corrections of a team's standing. */
export const CORRECTION_FORM_TEXTS = {
  title: '更正成绩（记入操作记录）',
  unit: (game: RosterGameId) => (game === 'fanhua' ? '金钱' : '分'),
  pointsLabel: (team: string) => `「${team}」加减的数量`,
  reasonLabel: (team: string) => `「${team}」更正的原因`,
  taskLabel: (team: string) => `「${team}」要更正的任务`,
  actionLabel: (team: string) => `「${team}」对任务的更正`,
  reasonPlaceholder: '原因（必填，会写进操作记录）',
  award: '加',
  deduct: '扣',
  loadingTasks: '正在读取任务…',
  chooseTask: '选择任务…',
  taskState: { solved: '已完成', banned: '封禁中', attempted: '答错过' } as Record<string, string>,
  actions: { solve: '标记完成', unsolve: '取消完成' },
  submitTask: '更正任务',
  loadingBans: '正在读取封禁…',
  noBans: '这支队伍现在没有封禁。',
  banLabel: (team: string) => `「${team}」要解除的封禁`,
  chooseBan: '选择封禁…',
  banUntil: (clock: string) => `（到 ${clock}）`,
  liftBan: '解除封禁',
  banLifted: (team: string, ban: string) => `已解除「${team}」在${ban}上的封禁`,
} as const;
