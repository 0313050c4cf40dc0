import type { IsAdminResponse } from '@citygames/contracts/auth/is-admin.schema';
import type { TeamStatus, TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { api } from '../../api/client';

export const teamStatusApi = {
  teamStatus: (): Promise<TeamStatus> => api.get<TeamStatusResponse>('/team/status').then((body) => body.status),
  /** svc-auth answers it: admins get the scratch-card entry. */
  isAdmin: (): Promise<boolean> => api.get<IsAdminResponse>('/players/is_admin').then((body) => body.is_admin === true),
};
