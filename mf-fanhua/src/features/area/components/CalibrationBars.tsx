import Button from 'antd-mobile/es/components/button';
import { TEXTS } from '../../../texts';

const A = TEXTS.area;

/** Shown while the player's dot has been dragged: keep the new spot as the calibration, or put the dot back. */
export function CalibrationSaveBar({ onCancel, onSave }: { onCancel: () => void; onSave: () => void }) {
  return (
    <div className="fh-area__savebar" role="region" aria-label={A.calibrationSave}>
      <span>{A.calibrationSaveText}</span>
      <div>
        <Button size="small" onClick={onCancel}>
          {A.calibrationCancel}
        </Button>
        <Button size="small" color="primary" onClick={onSave}>
          {A.calibrationSave}
        </Button>
      </div>
    </div>
  );
}

/** The first-visit hint: the dot can be dragged to where the player really is. */
export function CalibrationHint({ onClose }: { onClose: () => void }) {
  return (
    <div className="fh-area__hint" role="dialog" aria-label={A.calibrationHintTitle}>
      <strong>{A.calibrationHintTitle}</strong>
      <p>{A.calibrationHintText}</p>
      <Button size="small" color="primary" onClick={onClose}>
        {A.calibrationHintOk}
      </Button>
    </div>
  );
}
