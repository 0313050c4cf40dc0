import { z } from 'zod';
import { CORRECTION_POINTS_MAX, CORRECTION_REASON_MAX_LENGTH, CORRECTION_TEXTS as TEXTS } from './corrections.rules.js';

/** The organiser's corrections (`POST /api/<game>/organizer/corrections/…`, pilotsh and polish120; fanhua corrects its 金币 asset). */

const reason = z
  .string({ error: TEXTS.reasonRequired })
  .trim()
  .min(1, { error: TEXTS.reasonRequired })
  .max(CORRECTION_REASON_MAX_LENGTH, { error: TEXTS.reasonTooLong });
const teamId = z.string({ error: TEXTS.teamRequired }).trim().min(1, { error: TEXTS.teamRequired }).max(100, { error: TEXTS.teamRequired });
const taskId = z.string({ error: TEXTS.taskRequired }).trim().min(1, { error: TEXTS.taskRequired }).max(100, { error: TEXTS.taskRequired });

/** POST /corrections/points: award (positive) or deduct (negative) points. */
export const PointsCorrectionInput = z.object({
  teamId,
  points: z
    .number({ error: TEXTS.pointsRequired })
    .int({ error: TEXTS.pointsRequired })
    .refine((points) => points !== 0, { error: TEXTS.pointsRequired })
    .refine((points) => Math.abs(points) <= CORRECTION_POINTS_MAX, { error: TEXTS.pointsTooLarge }),
  reason,
});
export type PointsCorrectionInput = z.infer<typeof PointsCorrectionInput>;

/** POST /corrections/task: mark a task solved or unsolved for a team. */
export const TaskCorrectionInput = z.object({ teamId, taskId, solved: z.boolean({ error: TEXTS.solvedRequired }), reason });
export type TaskCorrectionInput = z.infer<typeof TaskCorrectionInput>;

/** POST /corrections/lift-ban: end a team's ban on a task (its wrong-answer count starts again). */
export const BanLiftInput = z.object({ teamId, taskId, reason });
export type BanLiftInput = z.infer<typeof BanLiftInput>;

/** Every correction answers the sentence it wrote to the audit log. */
export const CorrectionResponse = z.object({ summary: z.string().min(1) });
export type CorrectionResponse = z.infer<typeof CorrectionResponse>;
