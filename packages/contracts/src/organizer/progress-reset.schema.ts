import { z } from 'zod';
import { PROGRESS_RESET_CONFIRMATION } from './progress-reset.rules.js';

/** POST /api/<game>/organizer/progress/reset: the organiser typed the confirmation phrase. */
export const ProgressResetInput = z
  .object({
    confirm: z.literal(PROGRESS_RESET_CONFIRMATION, { error: `请输入「${PROGRESS_RESET_CONFIRMATION}」确认` }),
  })
  .strict();
export type ProgressResetInput = z.infer<typeof ProgressResetInput>;

/** Every team of the game starts over; the roster and the content stay. */
export const ProgressResetResponse = z.object({ ok: z.literal(true), message: z.string(), teams: z.number().int().nonnegative() });
export type ProgressResetResponse = z.infer<typeof ProgressResetResponse>;
