import { z } from 'zod';
import type { BanStatusResult, SubmitAnswerResult } from '../answer-responses.js';
import { ANSWER_MAX_LENGTH } from '../common/answer.rules.js';

const SELECT_TASK = '请先选择任务';
const ENTER_ANSWER = '请输入答案';

/** A task id as the submit form sends it (a number is accepted and read as text). */
const TaskIdInput = z
  .union([z.string(), z.number()], { error: SELECT_TASK })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, { error: SELECT_TASK }).max(40));

/** POST /tasks/complete */
export const TaskCompleteInput = z.object({
  taskId: TaskIdInput,
  answer: z
    .string({ error: ENTER_ANSWER })
    .trim()
    .min(1, { error: ENTER_ANSWER })
    .max(ANSWER_MAX_LENGTH, { error: `答案不能超过 ${ANSWER_MAX_LENGTH} 个字符` }),
});
export type TaskCompleteInput = z.input<typeof TaskCompleteInput>;

/** GET /tasks/ban?taskId= */
export const TaskBanQuery = z.object({ taskId: z.string({ error: SELECT_TASK }).trim().min(1, { error: SELECT_TASK }).max(40) });
export type TaskBanQuery = z.input<typeof TaskBanQuery>;

export const BanPolicy = z.strictObject({ maxWrongAttempts: z.number().int(), banSeconds: z.number().int() });
export type BanPolicy = z.infer<typeof BanPolicy>;

/** The answer of POST /tasks/complete (the task engine's result, shared with polish120). */
export const TaskCompleteResponse = z.strictObject({
  message: z.string(),
  isCorrect: z.boolean(),
  wrongAttempts: z.number().int(),
  remainingTime: z.number().int(),
  remainingAttempts: z.number().int(),
  isBanned: z.boolean(),
  banUntilDate: z.string().nullable(),
  banPolicy: BanPolicy,
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
}) satisfies z.ZodType<SubmitAnswerResult>;
export type TaskCompleteResponse = z.infer<typeof TaskCompleteResponse>;

/** The answer of GET /tasks/ban. */
export const TaskBanResponse = z.strictObject({
  message: z.string(),
  isBanned: z.boolean(),
  banUntilDate: z.string().nullable(),
  remainingTime: z.number().int(),
  wrongAttempts: z.number().int(),
  remainingAttempts: z.number().int(),
  banPolicy: BanPolicy,
}) satisfies z.ZodType<BanStatusResult>;
export type TaskBanResponse = z.infer<typeof TaskBanResponse>;

/** One row of the progress table: a task of an area the team has visited. */
export const TaskProgressEntry = z.strictObject({
  taskId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  areaSeq: z.number().int(),
  completed: z.boolean(),
  attemptCount: z.number().int(),
  /** UTC ISO time. */
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
});
export type TaskProgressEntry = z.infer<typeof TaskProgressEntry>;

/** GET /tasks/progress */
export const TaskProgressResponse = z.strictObject({
  team: z.strictObject({ name: z.string(), description: z.string() }),
  currentAreaSeq: z.number().int(),
  banPolicy: BanPolicy,
  taskProgress: z.array(TaskProgressEntry),
});
export type TaskProgressResponse = z.infer<typeof TaskProgressResponse>;
