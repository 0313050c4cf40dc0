import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { counterpartyName, itemsForTeam, rowActions, type TradeRowAction } from '../trade-lists';
import { describeItems } from '../trade-format';
import { TRADE_TEXTS } from '../trade-texts';

const T = TRADE_TEXTS.pending;

interface PendingTradesProps {
  trades: Trade[];
  myTeamId: string;
  busyId: string | null;
  /** Trades whose last step's outcome is unknown (the server could not be asked): marked until the list is read again. */
  unknownIds: ReadonlySet<string>;
  onAction: (trade: Trade, action: TradeRowAction) => void;
  onOpen: (trade: Trade) => void;
}

const BUTTONS: Record<TradeRowAction, { label: string; color: 'primary' | 'danger' | 'default' | 'success' }> = {
  confirm: { label: T.confirm, color: 'primary' },
  cancel: { label: T.cancel, color: 'default' },
  accept: { label: T.accept, color: 'success' },
  reject: { label: T.reject, color: 'danger' },
};

/** The pending table as cards: parties, what my team gains and pays, and the actions of my side. */
export function PendingTrades({ trades, myTeamId, busyId, unknownIds, onAction, onOpen }: PendingTradesProps) {
  return (
    <section className="fh-tx-card" aria-labelledby="fh-tx-pending-title">
      <h2 className="fh-tx-card__title" id="fh-tx-pending-title">
        {T.title}
        <span className="fh-tx-card__count">{trades.length}</span>
      </h2>
      {trades.length === 0 && <p className="fh-tx-empty">{T.empty}</p>}
      <ul className="fh-tx-trade-list">
        {trades.map((trade) => {
          const { gained, paid } = itemsForTeam(trade, myTeamId);
          const { actions, waiting } = rowActions(trade, myTeamId);
          const outgoing = trade.from_team_id === myTeamId;
          return (
            <li key={trade.id} className="fh-tx-trade-card" data-testid="pending-trade">
              <button type="button" className="fh-tx-trade-card__head" onClick={() => onOpen(trade)}>
                <span className="fh-tx-trade-card__parties">
                  {trade.from_team_name} <span className="fh-tx-trade-card__arrow">{TRADE_TEXTS.arrow}</span> {trade.to_team_name}
                </span>
                <Tag color={trade.status === 'pending' ? 'default' : outgoing ? 'warning' : 'primary'} fill="outline">
                  {trade.status === 'pending' ? T.draft : outgoing ? T.sent : T.incoming}
                </Tag>
                {unknownIds.has(trade.id) && (
                  <Tag color="danger" fill="outline" data-testid="trade-outcome-unknown">
                    {TRADE_TEXTS.outcome.unknownTag}
                  </Tag>
                )}
              </button>
              <dl className="fh-tx-trade-card__items">
                <dt>{T.gained}</dt>
                <dd className="fh-tx-gain">{describeItems(gained, TRADE_TEXTS.none)}</dd>
                <dt>{T.paid}</dt>
                <dd className="fh-tx-pay">{describeItems(paid, TRADE_TEXTS.none)}</dd>
              </dl>
              {trade.msg && <p className="fh-tx-trade-card__msg">“{trade.msg}”</p>}
              <div className="fh-tx-trade-card__actions" aria-label={`${T.actions}：${counterpartyName(trade, myTeamId)}`}>
                {waiting && <span className="fh-tx-waiting">{T.waiting}</span>}
                {actions.map((action) => (
                  <Button
                    key={action}
                    size="small"
                    color={BUTTONS[action].color}
                    fill={action === 'cancel' ? 'outline' : 'solid'}
                    loading={busyId === trade.id}
                    onClick={() => onAction(trade, action)}
                  >
                    {BUTTONS[action].label}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
