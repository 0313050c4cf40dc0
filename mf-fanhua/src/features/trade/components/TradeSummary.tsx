import type { ReactNode } from 'react';
import { TRADE_TEXTS } from '../trade-texts';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { describeItems } from '../trade-format';
import { itemsForTeam } from '../trade-lists';

/** The body of a trade's confirm, cancel, accept or reject dialog: a note, then what my team gains and pays. */
export function TradeSummary({ trade, myTeamId, note }: { trade: Trade; myTeamId: string; note: ReactNode }) {
  const { gained, paid } = itemsForTeam(trade, myTeamId);
  return (
    <div className="fh-tx-confirm">
      <p>{note}</p>
      <dl className="fh-tx-trade-card__items">
        <dt>{TRADE_TEXTS.confirmDialog.gains}</dt>
        <dd className="fh-tx-gain">{describeItems(gained, TRADE_TEXTS.none)}</dd>
        <dt>{TRADE_TEXTS.confirmDialog.pays}</dt>
        <dd className="fh-tx-pay">{describeItems(paid, TRADE_TEXTS.none)}</dd>
      </dl>
    </div>
  );
}
