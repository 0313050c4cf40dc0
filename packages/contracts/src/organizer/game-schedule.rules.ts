/**
 * A game's timetable (docs/organizer.md「定时开放、关闭与封榜」): when it opens and closes by itself, and when the players'
 * leaderboard freezes (the organiser's results keep counting). Null: no such time. The organiser's open/close switch
 * still decides first: a closed game stays closed whatever the timetable says.
 */
export interface GameTimes {
  opensAt?: Date | null;
  closesAt?: Date | null;
  freezeAt?: Date | null;
}

/** Open by the timetable at `now` (the switch is checked apart). */
export function isOpenByTimetable(times: GameTimes, now: Date): boolean {
  if (times.opensAt && now < times.opensAt) return false;
  if (times.closesAt && now >= times.closesAt) return false;
  return true;
}

/** The players' leaderboard shows the standings as they were at the freeze from `freezeAt` on. */
export function isBoardFrozen(times: GameTimes, now: Date): boolean {
  return Boolean(times.freezeAt && now >= times.freezeAt);
}

export const SCHEDULE_TEXTS = {
  badTime: '时间格式不正确',
  closesBeforeOpens: '关闭时间必须晚于开放时间',
  freezeOutside: '封榜时间必须在开放时间之后、关闭时间之前',
} as const;
