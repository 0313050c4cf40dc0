import { z } from 'zod';
import { GuessLimit } from '../common/answer.schema.js';
import { ErrorResponse } from '../common/error.schema.js';
import { GBK_KEY_MAX_LENGTH, MAX_X_STAGE, STATION_ANSWER_MAX_LENGTH, STATION_KEYS, stageKeyMaxLength } from './x-area.rules.js';

/** The team's shared state: x_stage, start, been_to and the station flags x1–x4. It never carries a stage key. */
export const TeamStatus = z.object({
  x_stage: z.number().int().min(0).max(MAX_X_STAGE),
  start: z.boolean(),
  start_answered: z.boolean(),
  been_to: z.array(z.number().int()),
  x1: z.boolean(),
  x2: z.boolean(),
  x3: z.boolean(),
  x4: z.boolean(),
});
export type TeamStatus = z.infer<typeof TeamStatus>;

/** GET /api/polish120/team/status */
export const TeamStatusResponse = z.object({ status: TeamStatus });
export type TeamStatusResponse = z.infer<typeof TeamStatusResponse>;

const stationArgs = z
  .object({
    x1: z.literal(true).optional(),
    x2: z.literal(true).optional(),
    x3: z.literal(true).optional(),
    x4: z.literal(true).optional(),
    /** The station name the service checks; the flag alone would let anyone set it. */
    answer: z.string().max(STATION_ANSWER_MAX_LENGTH, { error: `站名不能超过 ${STATION_ANSWER_MAX_LENGTH} 个字符` }),
  })
  .strict()
  .refine((args) => STATION_KEYS.filter((key) => args[key]).length === 1, { error: '请只提交一个站点（x1、x2、x3 或 x4）' });

/** POST /api/polish120/team/status: start the team, claim the next X-area stage, or name a station. */
export const TeamStatusCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), args: z.object({ confirm_start: z.literal(true, { error: '请确认开始' }) }).strict() }).strict(),
  z
    .object({
      type: z.literal('set_x_stage'),
      args: z
        .object({
          x_stage: z.number().int().min(1, { error: '阶段只能是 1–4' }).max(MAX_X_STAGE, { error: '阶段只能是 1–4' }),
          x_stage_key: z.string().max(GBK_KEY_MAX_LENGTH, { error: '内容过长' }),
        })
        .strict()
        .superRefine((args, ctx) => {
          const max = stageKeyMaxLength(args.x_stage);
          if (args.x_stage_key.length > max) ctx.addIssue({ code: 'custom', path: ['x_stage_key'], message: `答案不能超过 ${max} 个字符` });
        }),
    })
    .strict(),
  z.object({ type: z.literal('add'), args: stationArgs }).strict(),
]);
export type TeamStatusCommand = z.infer<typeof TeamStatusCommand>;

/** The answer to the 'start' command. */
export const StartTeamResponse = z.object({ success: z.literal(true), message: z.string(), status: TeamStatus });
export type StartTeamResponse = z.infer<typeof StartTeamResponse>;

/** The answer to 'set_x_stage' and 'add': the verdict, the guess limit after it (when judged) and the new status. */
export const StageChangeResponse = GuessLimit.partial().extend({
  success: z.literal(true),
  message: z.string(),
  isCorrect: z.boolean(),
  advanced: z.boolean(),
  nearMiss: z.boolean(),
  status: TeamStatus,
});
export type StageChangeResponse = z.infer<typeof StageChangeResponse>;

/** 409 X_STAGE_LOCKED: a skipped stage, with the unchanged status. */
export const StageLockedResponse = ErrorResponse.extend({ isCorrect: z.literal(false), status: TeamStatus });
export type StageLockedResponse = z.infer<typeof StageLockedResponse>;
