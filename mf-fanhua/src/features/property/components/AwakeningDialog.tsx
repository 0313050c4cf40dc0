import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Stepper from 'antd-mobile/es/components/stepper';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { allocateTalents } from '../api/awakening-api';
import { TYPE_NAMES } from '../../../shared/asset-catalogue';
import { PROPERTY_TEXTS } from '../property-texts';
import { AWAKENING_TOTAL } from '@citygames/contracts/fanhua/talents.rules';
import { awakeningAllocations, awakeningProblem, initialDraft, type TalentDraft } from '../awakening-rules';
import { ON_TOP } from '../../../shared/styles/popup-layers';
import { showToast } from '@citygames/web-kit/antd/feedback';

const P = PROPERTY_TEXTS;
const TOAST_MS = 3000;
const RELOAD_AFTER_MS = 1200;
const ORDER: (keyof TalentDraft)[] = ['strength', 'intelligence', 'luck'];

interface AwakeningDialogProps {
  teamId: string;
  visible: boolean;
  /** Closing never blocks: the page offers the awakening again with a button. */
  onClose: () => void;
  onReload?: () => void;
}

/** Offered until the team has awakened: distribute exactly 30 points (from 10/10/10), added to what the team holds. */
export function AwakeningDialog({ teamId, visible, onClose, onReload = () => window.location.reload() }: AwakeningDialogProps) {
  const [draft, setDraft] = useState<TalentDraft>(initialDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const total = ORDER.reduce((sum, type) => sum + draft[type], 0);

  const submit = useMutation({
    mutationFn: () => allocateTalents(awakeningAllocations(teamId, draft, { strength: 0, intelligence: 0, luck: 0 })),
    onSuccess: () => {
      showToast({ content: P.allocationSucceeded, duration: TOAST_MS });
      setTimeout(onReload, RELOAD_AFTER_MS);
    },
    onError: (error) => {
      const text = isApiError(error)
        ? error.kind === 'http'
          ? error.hasServerMessage
            ? error.message
            : P.allocationFailed
          : P.networkError
        : P.allocationFailed;
      showToast({ content: text, duration: TOAST_MS });
    },
  });

  function confirm() {
    const found = awakeningProblem(draft);
    setProblem(found);
    if (found) {
      showToast({ content: found, duration: TOAST_MS });
      return;
    }
    submit.mutate();
  }

  return (
    <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={visible} destroyOnClose onMaskClick={onClose}>
      <div className="fh-dialog-form fh-awakening" role="dialog" aria-label={P.awakenTitle}>
        <button type="button" className="fh-awakening__close" aria-label={P.awakenClose} onClick={onClose}>
          ×
        </button>
        <h3>{P.awakenTitle}</h3>
        <p className="fh-muted">{P.awakenText}</p>
        {ORDER.map((type) => (
          <div key={type} className="fh-awakening__row">
            <span className="fh-awakening__name">{TYPE_NAMES[type]}</span>
            <Stepper
              min={0}
              max={AWAKENING_TOTAL}
              digits={0}
              value={draft[type]}
              onChange={(value) => setDraft((current) => ({ ...current, [type]: Math.max(0, Math.round(Number(value) || 0)) }))}
              aria-label={TYPE_NAMES[type]}
              data-testid={`awaken-${type}`}
            />
          </div>
        ))}
        <p className={total === AWAKENING_TOTAL ? 'fh-awakening__total' : 'fh-awakening__total fh-awakening__total--off'}>{P.awakenTotal(total)}</p>
        {problem && (
          <p className="fh-form-error" role="alert">
            {problem}
          </p>
        )}
        <Button color="primary" block size="large" onClick={confirm} loading={submit.isPending || submit.isSuccess}>
          {P.awakenSubmit}
        </Button>
        <Button block fill="none" onClick={onClose}>
          {P.awakenLater}
        </Button>
      </div>
    </CenterPopup>
  );
}
