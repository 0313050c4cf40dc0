import { useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { TEXTS } from '../../../texts';
import type { MapArea } from '@citygames/contracts/fanhua/areas.schema';
import type { PositionReport } from '@citygames/contracts/fanhua/position.rules';
import { useExploreArea } from '../api/use-area-writes';
import { browserFailure, failureText, rangeFailure, serverLocationFailure, type LocationFailure } from '../location-failure';
import type { ManualResult, PlayerPosition } from './use-player-position';
import { confirmDialog, showToast } from '@citygames/web-kit/antd/feedback';

const A = TEXTS.area;

/**
 * Being at an area, checked: the confirm dialog, a manual location request, the server's verdict
 * and the traded check. Failures about the location open the location failure dialog (`failure`).
 */
export function useAreaVisit(teamId: string, position: PlayerPosition) {
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const explore = useExploreArea();

  /** A manual location request that did not give a position: too soon again, or the browser's error. */
  function reportLocateFailure(located: Exclude<ManualResult, { ok: true }>) {
    if ('waitSeconds' in located) showToast({ content: TEXTS.location.tooFrequent(located.waitSeconds) });
    else setFailure(browserFailure(located.error));
  }

  /** The position to send with the area action, or null when the player cancelled or is not there. */
  async function verify(area: MapArea): Promise<PositionReport | null> {
    if (!teamId) {
      showToast({ content: A.teamFailed });
      return null;
    }
    const confirmed = await confirmDialog({
      title: A.exploreTitle,
      content: A.exploreConfirm(area.name),
      confirmText: A.exploreOk,
      cancelText: TEXTS.team.cancel,
    });
    if (!confirmed) return null;
    const located = await position.manual();
    if (!located.ok) {
      reportLocateFailure(located);
      return null;
    }
    try {
      const verdict = await explore.mutateAsync({ area, position: located.position });
      if (!verdict.in_range) {
        setFailure(rangeFailure(area.name, verdict.reason ?? 'NOT_IN_AREA', verdict, located.position.calibration !== null));
        return null;
      }
      if (verdict.has_traded) {
        showToast({ content: A.alreadyTraded });
        return null;
      }
    } catch (error) {
      showToast({ content: isApiError(error) && error.code === 'AREA_NOT_FOUND' ? A.areaConfigMissing : failureText(error, A.checkTradedFailed) });
      return null;
    }
    return located.position;
  }

  /** An area action the server refused: the location dialog when it was about the location, a toast otherwise. */
  function refused(area: MapArea, error: unknown, fallback: string) {
    const locationProblem = serverLocationFailure(area.name, error, position.calibration !== null || position.dragged !== null);
    if (locationProblem) setFailure(locationProblem);
    else showToast({ content: failureText(error, fallback) });
  }

  return { failure, showFailure: setFailure, closeFailure: () => setFailure(null), reportLocateFailure, verify, refused };
}
