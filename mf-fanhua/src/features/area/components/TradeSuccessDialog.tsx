import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import type { TradedReward } from '@citygames/contracts/fanhua/areas.schema';
import { TEXTS } from '../../../texts';
import { describeEntries } from '../area-rules';
import { ON_TOP } from '../../../shared/styles/popup-layers';

const A = TEXTS.area;

/** What the team paid and received in an area. */
export function TradeSuccessDialog({ result, title = A.tradeSuccessTitle, onClose }: { result: TradedReward | null; title?: string; onClose: () => void }) {
  return (
    <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={result !== null} onMaskClick={onClose} destroyOnClose>
      {result && (
        <div className="fh-dialog-form fh-trade-success" role="dialog" aria-label={title}>
          <div className="fh-trade-success__badge" aria-hidden="true">
            ✓
          </div>
          <h3>{title}</h3>
          <div className="fh-trade-success__rows">
            <div>
              <span className="fh-trade-success__label">{A.spent}</span>
              <ul data-testid="traded-spent">
                {result.spent.length === 0 ? (
                  <li className="fh-muted">{A.nothing}</li>
                ) : (
                  describeEntries(result.spent).map((text) => <li key={text}>{text}</li>)
                )}
              </ul>
            </div>
            <div>
              <span className="fh-trade-success__label fh-trade-success__label--gain">{A.gained}</span>
              <ul data-testid="traded-gained">
                {result.gained.length === 0 ? (
                  <li className="fh-muted">{A.nothing}</li>
                ) : (
                  describeEntries(result.gained).map((text) => <li key={text}>{text}</li>)
                )}
              </ul>
            </div>
          </div>
          <Button color="primary" block onClick={onClose}>
            {A.ok}
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}
