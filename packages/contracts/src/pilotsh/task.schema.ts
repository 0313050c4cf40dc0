import { z } from 'zod';
import { ANSWER_MAX_LENGTH } from '../common/answer.rules.js';
import { BanPolicy } from '../common/answer.schema.js';

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

/** One row of the progress table: a task of an area the team has visited. */
export const TaskProgressEntry = z.strictObject({
  taskId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The formatted body, sanitised by the service (the page sanitises it again before drawing it). */
  bodyHtml: z.string().nullable(),
  /** The task's picture: a same-site path or an inline raster picture, with the text read instead of it. */
  image: z.strictObject({ src: z.string(), alt: z.string() }).nullable(),
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
