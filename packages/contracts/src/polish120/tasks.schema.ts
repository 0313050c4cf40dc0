import { z } from 'zod';
import { ANSWER_MAX_LENGTH } from '../common/answer.rules.js';
import { BanPolicy, SubmitAnswerResponse } from '../common/answer.schema.js';

export const TaskId = z
  .string({ error: '请先选择任务' })
  .trim()
  .min(1, { error: '请先选择任务' })
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '任务编号格式不正确' });

/** POST /api/polish120/tasks/complete */
export const CompleteTaskInput = z
  .object({
    taskId: TaskId,
    answer: z
      .string({ error: '请填写答案' })
      .trim()
      .min(1, { error: '请填写答案' })
      .max(ANSWER_MAX_LENGTH, { error: `答案不能超过 ${ANSWER_MAX_LENGTH} 个字符` }),
  })
  .strict();
export type CompleteTaskInput = z.infer<typeof CompleteTaskInput>;

/** GET /api/polish120/tasks/ban?taskId= */
export const BanStatusQuery = z.object({ taskId: TaskId });
/** The :taskId of /api/polish120/tasks/:taskId and its /attempts. */
export const TaskParams = z.object({ taskId: TaskId });

/** POST /api/polish120/tasks/complete: the judged answer, and the hint a correct answer unlocks. */
export const CompleteTaskResponse = SubmitAnswerResponse.extend({ hint: z.string().nullable() });
export type CompleteTaskResponse = z.infer<typeof CompleteTaskResponse>;

/** One open task of the team: its progress, and its hint and answer once completed. */
export const TaskProgressEntry = z.object({
  taskId: z.string(),
  name: z.string(),
  completed: z.boolean(),
  attemptCount: z.number().int().nonnegative(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  hint: z.string().nullable(),
  answer: z.string().nullable(),
});
export type TaskProgressEntry = z.infer<typeof TaskProgressEntry>;

/** GET /api/polish120/tasks/progress */
export const TaskProgressResponse = z.object({
  team: z.object({ name: z.string(), description: z.string() }),
  taskProgress: z.array(TaskProgressEntry),
});
export type TaskProgressResponse = z.infer<typeof TaskProgressResponse>;

/** GET /api/polish120/tasks/:taskId: the progress line plus the description and the ban policy. */
export const TaskDetailResponse = TaskProgressEntry.extend({ descriptionHtml: z.string(), banPolicy: BanPolicy });
export type TaskDetailResponse = z.infer<typeof TaskDetailResponse>;

export const AttemptRecord = z.object({ answer: z.string(), isCorrect: z.boolean(), playerName: z.string(), submittedAt: z.string() });
export type AttemptRecord = z.infer<typeof AttemptRecord>;

/** GET /api/polish120/tasks/:taskId/attempts: newest first. */
export const TaskAttemptsResponse = z.object({ taskId: z.string(), name: z.string(), attempts: z.array(AttemptRecord) });
export type TaskAttemptsResponse = z.infer<typeof TaskAttemptsResponse>;
