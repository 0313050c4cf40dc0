import mongoose, { Schema, type Types } from 'mongoose';
import { TRADE_STATUSES, type TradeItem, type TradeStatus } from '@citygames/contracts/fanhua/trades.rules';
import type { TradeView } from '@citygames/contracts/fanhua/trades.schema';

/**
 * One team-to-team trade. Items are fixed when the trade is created (never pushed to); the status
 * only moves through guarded updates filtered on the status read, so a race changes it once.
 */
const tradeItemSchema = new Schema(
  { type: { type: String, required: true }, arg: { type: String, default: null }, count: { type: Number, required: true } },
  { _id: false },
);

const tradeSchema = new Schema(
  {
    fromTeamId: { type: Schema.Types.ObjectId, required: true },
    fromTeamName: { type: String, required: true },
    toTeamId: { type: Schema.Types.ObjectId, required: true },
    toTeamName: { type: String, required: true },
    msg: { type: String, default: '' },
    status: { type: String, required: true, enum: TRADE_STATUSES },
    /** Kept in the trade's shape; no fee is charged (see docs/fanhua.md). */
    commission: { type: Number, required: true, default: 0 },
    items: { type: [tradeItemSchema], required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    confirmedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    finishedBy: { type: String, default: null },
  },
  { collection: 'trades', versionKey: false },
);

tradeSchema.index({ fromTeamId: 1, createdAt: -1 }, { name: 'by_initiator' });
tradeSchema.index({ toTeamId: 1, createdAt: -1 }, { name: 'by_counterparty' });

export interface TradeRecord {
  _id: Types.ObjectId;
  fromTeamId: Types.ObjectId;
  fromTeamName: string;
  toTeamId: Types.ObjectId;
  toTeamName: string;
  msg: string;
  status: TradeStatus;
  commission: number;
  items: TradeItem[];
  createdBy: string;
  createdAt: Date;
  confirmedAt: Date | null;
  finishedAt: Date | null;
  finishedBy: string | null;
}

export const TradeModel = mongoose.model('Trade', tradeSchema);

export function toTradeView(trade: TradeRecord): TradeView {
  return {
    id: String(trade._id),
    from_team_id: String(trade.fromTeamId),
    from_team_name: trade.fromTeamName,
    to_team_id: String(trade.toTeamId),
    to_team_name: trade.toTeamName,
    msg: trade.msg,
    status: trade.status,
    commission: trade.commission,
    create_at: trade.createdAt.toISOString(),
    confirm_at: trade.confirmedAt ? trade.confirmedAt.toISOString() : null,
    finish_at: trade.finishedAt ? trade.finishedAt.toISOString() : null,
    items: trade.items.map((item) => ({ type: item.type, arg: item.arg ?? null, count: item.count })),
  };
}
