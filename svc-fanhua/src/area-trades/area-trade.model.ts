import mongoose, { Schema, type Types } from 'mongoose';

export const AREA_TRADE_KINDS = ['reward', 'add', 'exchange', 'shuffle', 'bless', 'mark'] as const;
export type AreaTradeKind = (typeof AREA_TRADE_KINDS)[number];
export const AREA_TRADE_ONCE_INDEX = 'uniq_team_area';

/**
 * What a team did with an area. The unique (teamId, areaId) index is the once-per-team-and-area
 * rule: two parallel trades cannot both insert it, and it is written in the same transaction as
 * the asset changes, so a refused payment leaves no record. 'mark' is mark-area-traded without a trade.
 */
const entrySchema = new Schema({ type: String, arg: { type: String, default: '' }, count: Number }, { _id: false });

const areaTradeSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    areaId: { type: Number, required: true },
    kind: { type: String, required: true, enum: AREA_TRADE_KINDS },
    rewardId: { type: String, default: null },
    playerId: { type: String, required: true },
    spent: { type: [entrySchema], default: [] },
    gained: { type: [entrySchema], default: [] },
    at: { type: Date, required: true },
  },
  { collection: 'area_trades', versionKey: false },
);

areaTradeSchema.index({ teamId: 1, areaId: 1 }, { unique: true, name: AREA_TRADE_ONCE_INDEX });

export interface AreaTradeRecord {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  areaId: number;
  kind: AreaTradeKind;
  rewardId: string | null;
  playerId: string;
  spent: { type: string; arg: string; count: number }[];
  gained: { type: string; arg: string; count: number }[];
  at: Date;
}

export const AreaTradeModel = mongoose.model('AreaTrade', areaTradeSchema);
