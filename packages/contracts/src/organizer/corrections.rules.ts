/** The organiser's own corrections of a team's standing (docs/organizer.md「更正成绩」): limits and messages both sides need. */

/** One correction moves a score by at most this many points either way. */
export const CORRECTION_POINTS_MAX = 1000;
export const CORRECTION_REASON_MAX_LENGTH = 200;

export const CORRECTION_TEXTS = {
  teamRequired: '请选择队伍',
  taskRequired: '请选择任务',
  pointsRequired: '请填写加减的分数（整数，不能为 0）',
  pointsTooLarge: `一次最多加减 ${CORRECTION_POINTS_MAX} 分`,
  reasonRequired: '请填写原因',
  reasonTooLong: `原因最多 ${CORRECTION_REASON_MAX_LENGTH} 个字`,
  solvedRequired: '请说明标记为完成还是未完成',
  banRequired: '请选择要解除的封禁',
} as const;

/**
 * The bans an organiser can lift (`GET /corrections/bans`): a task's, and the other limited guesses of a team: an X-area
 * stage's (polish120) and the area codes' (pilotsh).
 */
export const BAN_KINDS = ['task', 'x-area', 'area-code'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

/** How the console and the audit log name a ban: a task by its name in 「」, any other by what was guessed (X 区域第 1 阶段, 区域代码). */
export function banLabel(ban: { kind: BanKind; name: string }): string {
  return ban.kind === 'task' ? `任务「${ban.name}」` : ban.name;
}
