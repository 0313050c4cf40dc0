import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import type { CSSProperties } from 'react';
import { chinaMonthDayTime } from '../../../shared/date-time';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import type { PlayerRisk } from '@citygames/contracts/fanhua/risk.schema';
import { reasonLines, riskLevel } from '../risk-table';

const T = ADMINISTRATION_TEXTS.risk;

/** One player's risk: phone, check status, risk, when it was checked, and the reasons line by line. */
export function RiskDetailDialog({ detail, onClose }: { detail: PlayerRisk | null; onClose: () => void }) {
  return (
    <CenterPopup
      visible={detail !== null}
      onMaskClick={onClose}
      role="dialog"
      aria-label={T.detailTitle}
      bodyClassName="fh-admin-dialog"
      style={{ '--min-width': 'min(92vw, 440px)', '--max-width': '92vw' } as CSSProperties}
    >
      {detail && (
        <>
          <h2 className="fh-admin-card__title">
            {T.detailTitle}：{detail.name}
          </h2>
          <dl className="fh-admin-details">
            <dt>{T.columns.phone}</dt>
            <dd>{detail.phone}</dd>
            <dt>{T.status}</dt>
            <dd>{T.statusNames[detail.status] ?? detail.status}</dd>
            <dt>{T.columns.risk}</dt>
            <dd>
              <span className={`fh-risk fh-risk--${riskLevel(detail)}`}>{riskLevel(detail) === 'unknown' ? T.unknown : detail.risk}</span>
            </dd>
            <dt>{T.checkedAt}</dt>
            <dd>{detail.checked_at ? chinaMonthDayTime(detail.checked_at) : T.noReason}</dd>
            <dt>{T.reasons}</dt>
            <dd>
              {reasonLines(detail.reason).length === 0 ? (
                T.noReason
              ) : (
                <ul className="fh-admin-reasons">
                  {reasonLines(detail.reason).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
          <p className="fh-admin-note">{T.hint}</p>
          <Button block onClick={onClose}>
            {T.close}
          </Button>
        </>
      )}
    </CenterPopup>
  );
}
