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
} as const;
