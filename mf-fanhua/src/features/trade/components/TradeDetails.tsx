import CenterPopup from 'antd-mobile/es/components/center-popup';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import type { TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { fetchTradeDetails } from '../api/trade-api';
import { chinaDateTime } from '../../../shared/date-time';
import { describeItems } from '../trade-format';
import { TRADE_TEXTS } from '../trade-texts';
import { queryKeys } from '../../../query-keys';

const T = TRADE_TEXTS.details;
const STATUS_NAMES: Record<Trade['status'], string> = {
  pending: TRADE_TEXTS.pending.draft,
  buyer_confirmed: TRADE_TEXTS.pending.waiting,
  completed: TRADE_TEXTS.history.accepted,
  rejected: TRADE_TEXTS.history.rejected,
  cancelled: TRADE_TEXTS.history.cancelled,
};

/** The details modal, loaded from the server; 'no details yet' when that fails. */
export function TradeDetails({ tradeId, onClose }: { tradeId: string | null; onClose: () => void }) {
  const details = useQuery({
    queryKey: queryKeys.tradeDetails(tradeId),
    queryFn: () => fetchTradeDetails(tradeId!),
    enabled: tradeId !== null,
    retry: false,
  });
  const trade = details.data;
  const gains = trade?.items.filter((item) => item.count > 0) ?? [];
  const pays = trade?.items.filter((item) => item.count < 0) ?? [];

  return (
    <CenterPopup
      visible={tradeId !== null}
      onMaskClick={onClose}
      role="dialog"
      aria-label={T.title}
      bodyClassName="fh-tx-details"
      style={{ '--min-width': 'min(92vw, 420px)', '--max-width': '92vw' } as CSSProperties}
      destroyOnClose
    >
      <h2 className="fh-tx-sheet__title">{T.title}</h2>
      {details.isPending && (
        <div className="fh-tx-empty">
          <DotLoading /> {TRADE_TEXTS.loading}
        </div>
      )}
      {details.isError && <p className="fh-tx-empty">{T.noDetails}</p>}
      {trade && (
        <dl className="fh-tx-details__list">
          <dt>{T.parties}</dt>
          <dd>
            {trade.from_team_name} {TRADE_TEXTS.arrow} {trade.to_team_name}
          </dd>
          <dt>{T.status}</dt>
          <dd>{STATUS_NAMES[trade.status]}</dd>
          <dt>{T.message}</dt>
          <dd>{trade.msg || T.noMessage}</dd>
          <dt>{T.initiatorGains(trade.from_team_name)}</dt>
          <dd className="fh-tx-gain">{describeItems(gains, TRADE_TEXTS.none)}</dd>
          <dt>{T.initiatorGains(trade.to_team_name)}</dt>
          <dd className="fh-tx-pay">{describeItems(pays, TRADE_TEXTS.none)}</dd>
          <dt>{T.createdAt}</dt>
          <dd>{chinaDateTime(trade.create_at)}</dd>
          <dt>{T.finishedAt}</dt>
          <dd>{trade.finish_at ? chinaDateTime(trade.finish_at) : T.notFinished}</dd>
        </dl>
      )}
      <button type="button" className="cg-button cg-button--block cg-button--small fh-tx-details__close" onClick={onClose}>
        {T.close}
      </button>
    </CenterPopup>
  );
}
