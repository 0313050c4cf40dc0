/** What a fanhua team has done, as far as its stuck clock is concerned. */
export interface TeamClockTimes {
  /** Its latest progress: an area trade, a completed trade with another team, its awakening. */
  lastProgressAt: Date | null;
  /** Its first action of any kind (an area tried or visited, a trade offered or answered, an area marked). */
  firstActionAt: Date | null;
}

/** When the game opened for play. */
export interface GameOpenings {
  /** The platform timetable's opening, once it has passed (scheduledOpeningPassed). */
  scheduledOpening: Date | null;
  /** The pack's own opening of area trades (null: open from the start), whether passed or not. */
  tradesOpenAt: Date | null;
}

export interface TeamClock {
  /** Null: the team has not started. */
  startedAt: Date | null;
  /** Since when it has made no progress; null while it has not started. */
  stuckSince: Date | null;
}

function latest(times: readonly (Date | null)[]): Date | null {
  return times.reduce<Date | null>((last, at) => (at && (!last || at > last) ? at : last), null);
}

/**
 * A team starts with its first action, or at the game's opening once that has passed (a team that never moves after
 * the start is stuck, not 未开始); it is stuck since its last progress, or since its start. Neither clock runs from
 * before area trades opened, as no team can get anywhere before: an earlier time moves up to that opening, and while
 * it is still ahead every team shows 未开始.
 */
export function teamClock(team: TeamClockTimes, openings: GameOpenings, now: Date): TeamClock {
  const tradesOpened = openings.tradesOpenAt && openings.tradesOpenAt <= now ? openings.tradesOpenAt : null;
  const notBeforeTrades = (at: Date | null): Date | null => (at && openings.tradesOpenAt && at < openings.tradesOpenAt ? tradesOpened : at);
  const startedAt = notBeforeTrades(team.firstActionAt ?? latest([openings.scheduledOpening, tradesOpened]));
  return { startedAt, stuckSince: team.lastProgressAt ? notBeforeTrades(team.lastProgressAt) : startedAt };
}
