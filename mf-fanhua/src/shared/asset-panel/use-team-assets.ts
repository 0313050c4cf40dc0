import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';
import { fetchAssets } from './assets-api';

/** The team's asset lines; nothing is read before the team is known. */
export function useTeamAssets(teamId: string) {
  return useQuery({ queryKey: queryKeys.assets.ofTeam(teamId), queryFn: () => fetchAssets(teamId), enabled: Boolean(teamId) });
}
