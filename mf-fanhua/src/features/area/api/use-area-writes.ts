import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MapArea, RewardGroupView, TalentAllocation } from '@citygames/contracts/fanhua/areas.schema';
import type { PositionReport } from '@citygames/contracts/fanhua/position.rules';
import { queryKeys } from '../../../query-keys';
import { allocateTalentsInArea, exploreArea, markAreaTraded, specialAction, tradeWithArea } from './area-api';

interface AtArea {
  area: MapArea;
  /** The checked position that qualifies for the area. */
  position: PositionReport;
}

/**
 * The writes a player makes at an area: a trade for one of its reward groups, its special action, a talent
 * shuffle. Each one that went through marks the area traded and refreshes the team's assets and the board.
 */
export function useAreaWrites() {
  const queryClient = useQueryClient();
  const afterWrite = async (_answer: unknown, { area }: AtArea) => {
    await markAreaTraded(area.area_id).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: queryKeys.assets.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all });
  };
  const trade = useMutation({
    mutationFn: ({ area, group, position }: AtArea & { group: RewardGroupView }) => tradeWithArea(area.area_id, group, position),
    onSuccess: afterWrite,
  });
  const special = useMutation({
    mutationFn: ({ area, position }: AtArea) => specialAction(area.area_id, position),
    onSuccess: afterWrite,
  });
  const shuffle = useMutation({
    mutationFn: ({ area, position, allocations }: AtArea & { allocations: TalentAllocation[] }) => allocateTalentsInArea(allocations, area.area_id, position),
    onSuccess: afterWrite,
  });
  return { trade, special, shuffle };
}

/** The check before an area action: the server logs the position and says whether the player is in range and the area still untraded. */
export function useExploreArea() {
  return useMutation({ mutationFn: ({ area, position }: AtArea) => exploreArea(area.area_id, position) });
}
