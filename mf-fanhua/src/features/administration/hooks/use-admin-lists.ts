import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../query-keys';
import { fetchAdminPlayers, fetchAdminTeams } from '../api/admin-api';

/** Every team with its invite code, leader and member count. */
export function useAdminTeams() {
  return useQuery({ queryKey: queryKeys.admin.teams, queryFn: fetchAdminTeams });
}

/** Every player with their team. */
export function useAdminPlayers() {
  return useQuery({ queryKey: queryKeys.admin.players, queryFn: fetchAdminPlayers });
}

/** Re-reads the administration lists after a change to teams or players. */
export function useRefreshAdminLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
}
