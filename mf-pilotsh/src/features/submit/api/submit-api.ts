import type { BanStatusResponse, SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import type { TaskCompleteInput } from '@citygames/contracts/pilotsh/task.schema';
import { api, SHORT_TIMEOUT_MS } from '../../../api/client';

export const submitAnswer = (taskId: string, answer: string) =>
  api.post<SubmitAnswerResponse>('/tasks/complete', { taskId, answer } satisfies TaskCompleteInput, {
    timeoutMs: SHORT_TIMEOUT_MS,
    unauthorizedRedirectDelayMs: 2000,
  });
export const fetchBanStatus = (taskId: string) => api.get<BanStatusResponse>('/tasks/ban', { query: { taskId } });
