import { z } from 'zod';
import { SCHEDULE_TEXTS } from './game-schedule.rules.js';

const time = z.iso.datetime({ offset: true, error: SCHEDULE_TEXTS.badTime }).nullable();

/** PUT /api/organizer/games/:game/schedule: each time an ISO date-time with its offset, or null for none. */
export const GameScheduleInput = z
  .object({ opensAt: time, closesAt: time, freezeAt: time })
  .refine((times) => !times.opensAt || !times.closesAt || Date.parse(times.opensAt) < Date.parse(times.closesAt), {
    error: SCHEDULE_TEXTS.closesBeforeOpens,
    path: ['closesAt'],
  })
  .refine(
    (times) =>
      !times.freezeAt ||
      ((!times.opensAt || Date.parse(times.opensAt) <= Date.parse(times.freezeAt)) &&
        (!times.closesAt || Date.parse(times.freezeAt) <= Date.parse(times.closesAt))),
    { error: SCHEDULE_TEXTS.freezeOutside, path: ['freezeAt'] },
  );
export type GameScheduleInput = z.infer<typeof GameScheduleInput>;

export const GameSchedule = z.object({ opensAt: z.string().nullable(), closesAt: z.string().nullable(), freezeAt: z.string().nullable() });
export type GameSchedule = z.infer<typeof GameSchedule>;

/** GET /api/organizer/games/schedule and the answer of PUT …/:game/schedule (all three games). */
export const GameSchedulesResponse = z.object({ schedules: z.object({ pilotsh: GameSchedule, polish120: GameSchedule, fanhua: GameSchedule }) });
export type GameSchedulesResponse = z.infer<typeof GameSchedulesResponse>;
