import type { StartAnswerInput, StartAnswerResponse, StartContentResponse } from '@citygames/contracts/polish120/start.schema';
import type { StartTeamResponse, TeamStatusCommand } from '@citygames/contracts/polish120/team-status.schema';
import { api, SHORT_TIMEOUT_MS } from '../../../api/client';

export const startApi = {
  startContent: () => api.get<StartContentResponse>('/start'),
  answerStart: (answer: string) => api.post<StartAnswerResponse>('/start/answer', { answer } satisfies StartAnswerInput, { timeoutMs: SHORT_TIMEOUT_MS }),
  confirmStart: () => api.post<StartTeamResponse>('/team/status', { type: 'start', args: { confirm_start: true } } satisfies TeamStatusCommand),
};
