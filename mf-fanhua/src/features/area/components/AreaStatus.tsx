import DotLoading from 'antd-mobile/es/components/dot-loading';
import { TEXTS } from '../../../texts';
import type { PlayerPosition } from '../hooks/use-player-position';

const A = TEXTS.area;

/** The chips over the map: the fix's accuracy (or why there is none) and the calibration in use, with its remove button. */
export function AreaStatus({
  position,
  onShowLocationError,
  onRemoveCalibration,
}: {
  position: PlayerPosition;
  onShowLocationError: () => void;
  onRemoveCalibration: () => void;
}) {
  return (
    <div className="fh-area__status">
      {position.fix ? (
        <span className="fh-chip">{A.accuracy(Math.round(position.fix.accuracy ?? 30))}</span>
      ) : position.autoError ? (
        <button type="button" className="fh-chip fh-chip--warn" onClick={onShowLocationError}>
          {TEXTS.location.unavailable}
        </button>
      ) : (
        <span className="fh-chip">
          <DotLoading /> {A.locating}
        </span>
      )}
      {position.calibration && (
        <span className="fh-chip fh-chip--ok">
          {A.calibrationActive}
          <button type="button" className="fh-chip__action" onClick={onRemoveCalibration}>
            {A.calibrationRemove}
          </button>
        </span>
      )}
    </div>
  );
}
