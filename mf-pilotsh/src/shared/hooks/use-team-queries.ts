import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';
import { fetchCurrentArea, fetchProgress, fetchTeamStatus } from '../api/team-api';

/** The team's current area, read anew whenever a tab showing it opens. */
export function useCurrentArea() {
  return useQuery({ queryKey: queryKeys.currentArea, queryFn: fetchCurrentArea, retry: false, refetchOnMount: 'always' });
}

/** How often a tab showing the team's progress asks again: a teammate's solve, a move or a published rename shows within one. */
export const PROGRESS_POLL_MS = 10_000;

/** The team's task progress; `pollMs` keeps asking while the tab is open. */
export function useProgress(pollMs?: number) {
  return useQuery({
    queryKey: queryKeys.progress,
    queryFn: fetchProgress,
    retry: false,
    refetchOnMount: 'always',
    ...(pollMs !== undefined ? { refetchInterval: pollMs } : {}),
  });
}

/** The team's props, area and the caller's role. */
export function useTeamStatus() {
  return useQuery({ queryKey: queryKeys.teamStatus, queryFn: fetchTeamStatus, retry: false, refetchOnMount: 'always' });
}
