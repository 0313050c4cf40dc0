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

/**
 * When a game that its timetable keeps closed will open by itself: its opening time while that is still to come (and the
 * game does not close before it), else null. The organiser's switch is checked apart: a game switched off opens when they
 * switch it on, whatever this says.
 */
export function upcomingOpening(times: GameTimes, now: Date): Date | null {
  if (!times.opensAt || now >= times.opensAt) return null;
  if (times.closesAt && times.closesAt <= times.opensAt) return null;
  return times.opensAt;
}

const CHINA_CLOCK = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '11月29日 10:00' in Beijing time, wherever the phone or the server is. */
export function chinaDateTime(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => CHINA_CLOCK.formatToParts(at).find((entry) => entry.type === type)?.value ?? '';
  return `${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`;
}

/** What a player sees of a game its timetable keeps closed until `opensAt`. */
export const OPENING_TEXTS = {
  opensAt: (opensAt: Date) => `将于 ${chinaDateTime(opensAt)} 开放`,
  closedUntil: (opensAt: Date) => `该游戏将于 ${chinaDateTime(opensAt)} 开放（北京时间），请到时再来`,
} as const;

/** The players' leaderboard shows the standings as they were at the freeze from `freezeAt` on. */
export function isBoardFrozen(times: GameTimes, now: Date): boolean {
  return Boolean(times.freezeAt && now >= times.freezeAt);
}

export const SCHEDULE_TEXTS = {
  badTime: '时间格式不正确',
  closesBeforeOpens: '关闭时间必须晚于开放时间',
  freezeOutside: '封榜时间必须在开放时间之后、关闭时间之前',
} as const;
