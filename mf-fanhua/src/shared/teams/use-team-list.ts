import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';
import { fetchTeamList } from './teams-api';

/** Every team (id and name), read only while `enabled`. */
export function useTeamList(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.teamList, queryFn: fetchTeamList, enabled });
}
