/**
 * What the answer endpoints of pilotsh and polish120 send back: both games judge answers with
 * packages/task-engine, and both remotes read the same fields.
 */
import { z } from 'zod';

/** How many wrong answers a (team, task) may give before a ban, and how long the ban lasts. */
export const BanPolicy = z.strictObject({ maxWrongAttempts: z.number().int().positive(), banSeconds: z.number().int().positive() });
export type BanPolicy = z.infer<typeof BanPolicy>;

/** The wrong-answer count and ban of a team for one guessed thing: a task, or a polish120 X-area stage. */
export const GuessLimit = z.strictObject({
  isBanned: z.boolean(),
  /** Seconds of ban left (0 when not banned). */
  remainingTime: z.number().int().nonnegative(),
  banUntilDate: z.string().nullable(),
  wrongAttempts: z.number().int().nonnegative(),
  remainingAttempts: z.number().int().nonnegative(),
  banPolicy: BanPolicy,
});
export type GuessLimit = z.infer<typeof GuessLimit>;

/** GET /tasks/ban?taskId= */
export const BanStatusResponse = GuessLimit.extend({ message: z.string() });
export type BanStatusResponse = z.infer<typeof BanStatusResponse>;

/** POST /tasks/complete: the judged answer, and who completed the task when it was correct. */
export const SubmitAnswerResponse = GuessLimit.extend({
  message: z.string(),
  isCorrect: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponse>;
