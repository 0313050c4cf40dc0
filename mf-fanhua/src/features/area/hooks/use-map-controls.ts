import { useState } from 'react';
import { TEXTS } from '../../../texts';
import { clearHintSeen, hintSeen, markHintSeen } from '../../../shared/location/calibration-store';
import { manualLocationThrottle } from '../../../shared/location/manual-throttle';
import type { useAreaVisit } from './use-area-visit';
import type { PlayerPosition } from './use-player-position';
import { showToast } from '@citygames/web-kit/antd/feedback';

const A = TEXTS.area;

/**
 * The map's own buttons: refresh (locate again and re-read the map), reset (drop the calibration and
 * start over), save the dragged dot as the calibration, and the calibration hint shown until read.
 */
export function useMapControls({
  position,
  visit,
  refetchAll,
  onReset,
}: {
  position: PlayerPosition;
  visit: ReturnType<typeof useAreaVisit>;
  refetchAll: () => Promise<void>;
  onReset: () => void;
}) {
  const [refreshing, setRefreshing] = useState(false);
  const [hintOpen, setHintOpen] = useState(() => !position.calibration && !hintSeen());

  async function refresh() {
    setRefreshing(true);
    try {
      const located = await position.manual();
      if (!located.ok) visit.reportLocateFailure(located);
      await refetchAll();
    } finally {
      setRefreshing(false);
    }
  }

  function reset() {
    position.removeCalibration();
    clearHintSeen();
    manualLocationThrottle.reset();
    onReset();
    setHintOpen(true);
    void position.automatic();
    void refetchAll();
    showToast({ content: A.resetDone });
  }

  function saveCalibration() {
    const outcome = position.saveDragged();
    if (outcome === 'saved') showToast({ content: A.calibrationSaved });
    else if (outcome === 'too-far') showToast({ content: A.calibrationTooFar });
    else showToast({ content: A.calibrationNeedsFix });
  }

  function removeCalibration() {
    position.removeCalibration();
    showToast({ content: A.calibrationRemoved });
  }

  function closeHint() {
    markHintSeen();
    setHintOpen(false);
  }

  return { refreshing, refresh, reset, saveCalibration, removeCalibration, hintOpen: hintOpen && !position.calibration, closeHint };
}
