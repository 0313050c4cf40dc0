import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';
import { isNoTeam } from './no-team';
import { fetchCurrentTeam } from './teams-api';

/** The player's team (/team/current); a player without a team gets the NO_TEAM error at once, without a retry. */
export function useCurrentTeam() {
  return useQuery({ queryKey: queryKeys.myTeam, queryFn: fetchCurrentTeam, retry: (count, error) => !isNoTeam(error) && count < 1 });
}
