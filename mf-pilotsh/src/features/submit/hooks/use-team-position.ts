import { useEffect, useMemo } from 'react';
import { DEFAULT_BAN_POLICY } from '@citygames/contracts/common/ban-policy.rules';
import { PROGRESS_POLL_MS, useCurrentArea, useProgress } from '../../../shared/hooks/use-team-queries';

/** Where the team stands and its open tasks there; follows the team when the leader moves it. */
export function useTeamPosition() {
  const area = useCurrentArea();
  // Polled, so a member's tab follows the team when the leader moves it.
  const progress = useProgress(PROGRESS_POLL_MS);
  const teamAreaSeq = progress.data?.currentAreaSeq;
  const areaIsCurrent = area.data !== undefined && (teamAreaSeq === undefined || area.data.seq === teamAreaSeq);
  const refetchArea = area.refetch;
  // The team stands somewhere else than the area shown: fetch the new one (never show the old name above the new tasks).
  useEffect(() => {
    if (teamAreaSeq !== undefined && area.data && area.data.seq !== teamAreaSeq) void refetchArea();
  }, [teamAreaSeq, area.data, refetchArea]);

  const available = useMemo(() => {
    const data = progress.data;
    if (!data) return [];
    return data.taskProgress.filter((task) => task.areaSeq === data.currentAreaSeq && !task.completed);
  }, [progress.data]);
  const maxAttempts = progress.data?.banPolicy.maxWrongAttempts ?? DEFAULT_BAN_POLICY.maxWrongAttempts;

  return { area, progress, areaIsCurrent, available, maxAttempts };
}
