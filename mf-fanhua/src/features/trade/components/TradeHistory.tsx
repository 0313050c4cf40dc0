import Tag from 'antd-mobile/es/components/tag';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { chinaDateTime } from '../../../shared/date-time';
import { TRADE_TEXTS } from '../trade-texts';

const T = TRADE_TEXTS.history;

/** The history table: index, parties, status ('accepted' or 'rejected'), details. */
export function TradeHistory({ trades, onOpen }: { trades: Trade[]; onOpen: (trade: Trade) => void }) {
  return (
    <section className="fh-tx-card" aria-labelledby="fh-tx-history-title">
      <h2 className="fh-tx-card__title" id="fh-tx-history-title">
        {T.title}
        <span className="fh-tx-card__count">{trades.length}</span>
      </h2>
      {trades.length === 0 ? (
        <p className="fh-tx-empty">{T.empty}</p>
      ) : (
        <table className="fh-tx-table">
          <thead>
            <tr>
              <th scope="col">{T.index}</th>
              <th scope="col">{T.parties}</th>
              <th scope="col">{T.status}</th>
              <th scope="col">
                <span className="fh-tx-visually-hidden">{T.details}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade, index) => (
              <tr key={trade.id} data-testid="history-trade">
                <td className="fh-tx-table__index">{index + 1}</td>
                <td>
                  <div className="fh-tx-table__parties">
                    {trade.from_team_name} {TRADE_TEXTS.arrow} {trade.to_team_name}
                  </div>
                  <div className="fh-tx-table__time">{chinaDateTime(trade.finish_at ?? trade.create_at)}</div>
                </td>
                <td>
                  <Tag color={trade.status === 'completed' ? 'success' : 'danger'} fill="outline">
                    {trade.status === 'completed' ? T.accepted : T.rejected}
                  </Tag>
                </td>
                <td>
                  <button type="button" className="fh-tx-link-button" onClick={() => onOpen(trade)}>
                    {T.details}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
