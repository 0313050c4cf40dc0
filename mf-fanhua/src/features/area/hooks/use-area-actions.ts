import { useState } from 'react';
import type { TalentValues } from '@citygames/contracts/fanhua/talents.rules';
import { TEXTS } from '../../../texts';
import type { MapArea, RewardGroupView, TradedReward } from '@citygames/contracts/fanhua/areas.schema';
import type { PositionReport } from '@citygames/contracts/fanhua/position.rules';
import { useAreaWrites } from '../api/use-area-writes';
import type { OpeningState } from '../area-rules';
import { shuffleAllocations } from '../shuffle-rules';
import type { useAreaVisit } from './use-area-visit';
import { alertDialog, showToast } from '@citygames/web-kit/antd/feedback';

const A = TEXTS.area;

interface PendingShuffle {
  area: MapArea;
  position: PositionReport;
}

/**
 * What the player does with an area: choose it, trade for one of its reward groups, run its special
 * action or, in a shuffle area, reallocate the talents. Each needs the trades to be open and a checked visit.
 */
export function useAreaActions({ teamId, opening, visit }: { teamId: string; opening: OpeningState; visit: ReturnType<typeof useAreaVisit> }) {
  const writes = useAreaWrites();
  const [selected, setSelected] = useState<MapArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<{ title: string; result: TradedReward } | null>(null);
  const [shuffle, setShuffle] = useState<PendingShuffle | null>(null);

  function select(area: MapArea) {
    if (area.hidden) {
      void alertDialog({ title: A.hiddenTitle, content: A.hiddenText, confirmText: A.ok });
      return;
    }
    setSelected(area);
  }

  /** Runs `act` with the verified position, unless trades are closed (`closedText`) or the visit fails. */
  async function whenVisited(area: MapArea, closedText: string, act: (position: PositionReport) => Promise<void>) {
    if (!opening.isOpen) {
      showToast({ content: closedText });
      return;
    }
    setBusy(true);
    try {
      const position = await visit.verify(area);
      if (position) await act(position);
    } finally {
      setBusy(false);
    }
  }

  const trade = (area: MapArea, group: RewardGroupView) =>
    whenVisited(area, A.tradeOpensAfter(opening.dateTime), async (position) => {
      try {
        const answer = await writes.trade.mutateAsync({ area, group, position });
        setSelected(null);
        setSuccess({ title: A.tradeSuccessTitle, result: answer.traded_reward });
      } catch (error) {
        visit.refused(area, error, A.tradeFailed);
      }
    });

  const execute = (area: MapArea) =>
    whenVisited(area, A.talentOpensAfter(opening.dateTime), async (position) => {
      if (area.special === 'shuffle') {
        setShuffle({ area, position });
        return;
      }
      try {
        const answer = await writes.special.mutateAsync({ area, position });
        setSelected(null);
        showToast({ content: A.talentOperationSucceeded, position: 'top' });
        setSuccess({ title: A.talentOperationSucceeded, result: answer.traded_reward });
      } catch (error) {
        visit.refused(area, error, A.operationFailed);
      }
    });

  async function confirmShuffle(deltas: TalentValues) {
    if (!shuffle) return;
    setBusy(true);
    try {
      await writes.shuffle.mutateAsync({ ...shuffle, allocations: shuffleAllocations(teamId, deltas) });
      setShuffle(null);
      setSelected(null);
      showToast({ content: A.talentReallocationSucceeded });
    } catch (error) {
      visit.refused(shuffle.area, error, A.operationFailed);
    } finally {
      setBusy(false);
    }
  }

  return {
    selected,
    select,
    closeSheet: () => setSelected(null),
    busy,
    success,
    closeSuccess: () => setSuccess(null),
    shuffleOpen: shuffle !== null,
    closeShuffle: () => setShuffle(null),
    trade,
    execute,
    confirmShuffle,
  };
}
