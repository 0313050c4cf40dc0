import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import type { CompleteTaskInput, CompleteTaskResponse, TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { api, SHORT_TIMEOUT_MS, SUBMIT_OPTIONS } from '../../api/client';

/** The task calls that more than one feature makes: answering, the ban query and the team's progress. */
export const tasksApi = {
  completeTask: (taskId: string, answer: string) =>
    api.post<CompleteTaskResponse>('/tasks/complete', { taskId, answer } satisfies CompleteTaskInput, SUBMIT_OPTIONS),
  banStatus: (taskId: string) => api.get<BanStatusResponse>('/tasks/ban', { query: { taskId }, timeoutMs: SHORT_TIMEOUT_MS }),
  taskProgress: () => api.get<TaskProgressResponse>('/tasks/progress', { timeoutMs: SHORT_TIMEOUT_MS }),
};
