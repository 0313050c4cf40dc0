import { describe, expect, it } from 'vitest';
import { teamClock } from './stuck-clock.js';

const at = (time: string) => new Date(`2026-07-12T${time}:00+08:00`);
const idle = { lastProgressAt: null, firstActionAt: null };

describe('teamClock', () => {
  it('has not started a team that did nothing while no opening has passed', () => {
    expect(teamClock(idle, { scheduledOpening: null, tradesOpenAt: null }, at('10:00'))).toEqual({ startedAt: null, stuckSince: null });
    expect(teamClock(idle, { scheduledOpening: null, tradesOpenAt: at('11:00') }, at('10:00'))).toEqual({ startedAt: null, stuckSince: null });
  });

  it('starts an idle team at the later of the timetable opening and the trades opening, once passed', () => {
    const openings = { scheduledOpening: at('09:00'), tradesOpenAt: at('09:30') };
    expect(teamClock(idle, openings, at('10:00'))).toEqual({ startedAt: at('09:30'), stuckSince: at('09:30') });
    expect(teamClock(idle, { scheduledOpening: at('09:00'), tradesOpenAt: null }, at('10:00'))).toEqual({ startedAt: at('09:00'), stuckSince: at('09:00') });
  });

  it('counts from the first action, and from the last progress once there is one', () => {
    const openings = { scheduledOpening: at('09:00'), tradesOpenAt: null };
    expect(teamClock({ lastProgressAt: null, firstActionAt: at('09:20') }, openings, at('10:00'))).toEqual({ startedAt: at('09:20'), stuckSince: at('09:20') });
    expect(teamClock({ lastProgressAt: at('09:40'), firstActionAt: at('09:20') }, openings, at('10:00'))).toEqual({
      startedAt: at('09:20'),
      stuckSince: at('09:40'),
    });
  });

  it('never runs from before area trades opened: earlier times move up to it, and nothing runs while it is ahead', () => {
    const team = { lastProgressAt: at('08:50'), firstActionAt: at('08:40') };
    const openings = { scheduledOpening: at('08:30'), tradesOpenAt: at('09:00') };
    expect(teamClock(team, openings, at('08:55'))).toEqual({ startedAt: null, stuckSince: null });
    expect(teamClock(team, openings, at('09:30'))).toEqual({ startedAt: at('09:00'), stuckSince: at('09:00') });
    expect(teamClock({ ...team, lastProgressAt: at('09:10') }, openings, at('09:30'))).toEqual({ startedAt: at('09:00'), stuckSince: at('09:10') });
  });
});
