import type { TeamCurrentResponse, TeamListResponse } from '@citygames/contracts/fanhua/teams.schema';
import { api } from '../../api/client';

/** A team another team can trade with or send to. */
export type TeamOption = TeamListResponse['teams'][number];

export const fetchCurrentTeam = () => api.get<TeamCurrentResponse>('/team/current');
export const fetchTeamList = () => api.get<TeamListResponse>('/team/list').then((answer) => answer.teams);
