import { z } from 'zod';
import { BAN_KINDS, CORRECTION_POINTS_MAX, CORRECTION_REASON_MAX_LENGTH, CORRECTION_TEXTS as TEXTS } from './corrections.rules.js';

/** The organiser's corrections (`POST /api/<game>/organizer/corrections/…`, pilotsh and polish120; fanhua corrects its 金币 asset). */

const reason = z
  .string({ error: TEXTS.reasonRequired })
  .trim()
  .min(1, { error: TEXTS.reasonRequired })
  .max(CORRECTION_REASON_MAX_LENGTH, { error: TEXTS.reasonTooLong });
const teamId = z.string({ error: TEXTS.teamRequired }).trim().min(1, { error: TEXTS.teamRequired }).max(100, { error: TEXTS.teamRequired });
const taskId = z.string({ error: TEXTS.taskRequired }).trim().min(1, { error: TEXTS.taskRequired }).max(100, { error: TEXTS.taskRequired });
const banKey = z.string({ error: TEXTS.banRequired }).trim().min(1, { error: TEXTS.banRequired }).max(100, { error: TEXTS.banRequired });

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

/**
 * POST /corrections/lift-ban: end a team's running ban (its wrong-answer count starts again): on a task (`taskId`), or any
 * ban of the team's by its `banKey` from GET /corrections/bans (a task's, an X-area stage's, the area codes'). One of the two.
 */
export const BanLiftInput = z
  .object({ teamId, taskId: taskId.optional(), banKey: banKey.optional(), reason })
  .refine((input) => (input.taskId === undefined) !== (input.banKey === undefined), { error: TEXTS.banRequired });
export type BanLiftInput = z.infer<typeof BanLiftInput>;

/** GET /corrections/bans?teamId=: the team's bans running now, of every kind. */
export const TeamBansQuery = z.object({ teamId });
export type TeamBansQuery = z.infer<typeof TeamBansQuery>;

/** One running ban of a team: `key` names it to POST /corrections/lift-ban; `name` is the task's or what was guessed. */
export const TeamBan = z.object({ key: z.string(), kind: z.enum(BAN_KINDS), name: z.string(), banUntil: z.string() });
export type TeamBan = z.infer<typeof TeamBan>;

export const TeamBansResponse = z.object({ bans: z.array(TeamBan) });
export type TeamBansResponse = z.infer<typeof TeamBansResponse>;

/** Every correction answers the sentence it wrote to the audit log. */
export const CorrectionResponse = z.object({ summary: z.string().min(1) });
export type CorrectionResponse = z.infer<typeof CorrectionResponse>;
