import type { TeamStatus, TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { api } from '../../api/client';

export const teamStatusApi = {
  teamStatus: (): Promise<TeamStatus> => api.get<TeamStatusResponse>('/team/status').then((body) => body.status),
};
