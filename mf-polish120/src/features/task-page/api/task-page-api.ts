import type { TaskAttemptsResponse, TaskDetailResponse } from '@citygames/contracts/polish120/tasks.schema';
import { api } from '../../../api/client';

export const taskPageApi = {
  task: (taskId: string) => api.get<TaskDetailResponse>(`/tasks/${encodeURIComponent(taskId)}`),
  taskAttempts: (taskId: string) => api.get<TaskAttemptsResponse>(`/tasks/${encodeURIComponent(taskId)}/attempts`),
};
