import mongoose, { Schema, type Types } from 'mongoose';

export const TEAM_ASSET_KEY_INDEX = 'uniq_team_type_arg';

/**
 * One inventory line of one team: (teamId, type, arg) → count. arg is '' for talents, money and
 * house, an item of the catalogue for resources. Counts change only through asset-ledger.ts.
 */
const teamAssetSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    arg: { type: String, default: '' },
    count: { type: Number, required: true, default: 0, min: 0 },
  },
  { collection: 'team_assets', versionKey: false },
);

teamAssetSchema.index({ teamId: 1, type: 1, arg: 1 }, { unique: true, name: TEAM_ASSET_KEY_INDEX });
/** Serves the per-resource leaderboard: equality on (type, arg), then count descending. */
teamAssetSchema.index({ type: 1, arg: 1, count: -1 }, { name: 'leaderboard' });

export interface TeamAssetRecord {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  type: string;
  arg: string;
  count: number;
}

export const TeamAssetModel = mongoose.model('TeamAsset', teamAssetSchema);
