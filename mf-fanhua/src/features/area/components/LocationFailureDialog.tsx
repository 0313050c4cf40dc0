import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { TEXTS } from '../../../texts';
import type { LocationFailure } from '../location-failure';
import { ON_TOP } from '../../../shared/styles/popup-layers';

/** The verification failed: what happened and what to do about it. */
export function LocationFailureDialog({ failure, onClose }: { failure: LocationFailure | null; onClose: () => void }) {
  const A = TEXTS.area;
  return (
    <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={failure !== null} onMaskClick={onClose} destroyOnClose>
      {failure && (
        <div className="fh-dialog-form fh-location-failure" role="alertdialog" aria-label={A.locationFailedTitle}>
          <h3>{A.locationFailedTitle}</h3>
          <p className="fh-location-failure__message">{failure.message}</p>
          {failure.details?.map((line) => (
            <p key={line} className="fh-muted">
              {line}
            </p>
          ))}
          <div className="fh-location-failure__solution">
            <strong>{A.solution}</strong>
            <ol>
              {failure.solution.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <Button color="primary" block onClick={onClose}>
            {A.ok}
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}
