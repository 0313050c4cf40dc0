import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Stepper from 'antd-mobile/es/components/stepper';
import { useEffect, useState } from 'react';
import { TYPE_NAMES } from '../../../shared/asset-catalogue';
import { TEXTS } from '../../../texts';
import type { TalentValues } from '@citygames/contracts/fanhua/talents.rules';
import { TALENT_DISPLAY_ORDER } from '../../../shared/asset-catalogue';
import { canConfirmShuffle, deltaSum, zeroDeltas } from '../shuffle-rules';
import { ON_TOP } from '../../../shared/styles/popup-layers';

const A = TEXTS.area;

/** Talent reallocation in a shuffle area: per-talent changes from 0, confirm only when they add up to 0. */
export function ShuffleDialog({
  current,
  visible,
  busy,
  onConfirm,
  onClose,
}: {
  current: TalentValues;
  visible: boolean;
  busy: boolean;
  onConfirm: (deltas: TalentValues) => void;
  onClose: () => void;
}) {
  const [deltas, setDeltas] = useState<TalentValues>(zeroDeltas);
  useEffect(() => {
    if (visible) setDeltas(zeroDeltas());
  }, [visible]);
  const sum = deltaSum(deltas);

  return (
    <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={visible} onMaskClick={onClose} destroyOnClose>
      <div className="fh-dialog-form fh-shuffle" role="dialog" aria-label={A.shuffleTitle}>
        <h3>{A.shuffleTitle}</h3>
        <p className="fh-muted">{A.shuffleText}</p>
        {TALENT_DISPLAY_ORDER.map((key) => (
          <div key={key} className="fh-shuffle__row">
            <span className="fh-shuffle__name">
              {TYPE_NAMES[key]}
              <small>
                {current[key]} → {current[key] + deltas[key]}
              </small>
            </span>
            <Stepper
              min={-current[key]}
              max={999}
              digits={0}
              value={deltas[key]}
              onChange={(value) => setDeltas((previous) => ({ ...previous, [key]: Math.round(Number(value) || 0) }))}
              aria-label={TYPE_NAMES[key]}
            />
          </div>
        ))}
        <p className={sum === 0 ? 'fh-shuffle__sum' : 'fh-shuffle__sum fh-shuffle__sum--off'}>{A.shuffleSum(sum)}</p>
        <div className="fh-dialog-form__actions">
          <Button onClick={onClose}>{TEXTS.team.cancel}</Button>
          <Button color="primary" disabled={!canConfirmShuffle(deltas, current)} loading={busy} onClick={() => onConfirm(deltas)}>
            {A.shuffleConfirm}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
