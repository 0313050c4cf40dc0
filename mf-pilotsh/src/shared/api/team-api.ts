import type { AreaView } from '@citygames/contracts/pilotsh/area.schema';
import type { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import type { TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { api, SHORT_TIMEOUT_MS } from '../../api/client';

/** The reads of where the team stands that several tabs show. */
export const fetchCurrentArea = () => api.get<AreaView>('/area/current');
export const fetchProgress = () => api.get<TaskProgressResponse>('/tasks/progress', { timeoutMs: SHORT_TIMEOUT_MS });
export const fetchTeamStatus = () => api.get<TeamStatusResponse>('/team/status');
