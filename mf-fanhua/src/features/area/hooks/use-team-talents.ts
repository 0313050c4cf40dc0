import { useMemo } from 'react';
import type { TalentValues } from '@citygames/contracts/fanhua/talents.rules';
import { useTeamAssets } from '../../../shared/asset-panel/use-team-assets';
import { useCurrentTeam } from '../../../shared/teams/use-current-team';

/** The player's team id ('' while unknown or without a team) and its three talent values. */
export function useTeamTalents() {
  const team = useCurrentTeam();
  const teamId = team.data?.team.id ?? '';
  const assets = useTeamAssets(teamId);
  const talents: TalentValues = useMemo(() => {
    const count = (type: string) => assets.data?.find((line) => line.type === type)?.count ?? 0;
    return { strength: count('strength'), intelligence: count('intelligence'), luck: count('luck') };
  }, [assets.data]);
  return { teamId, talents };
}
