import mongoose, { Schema, type Types } from 'mongoose';
import type { Earning } from '../domain/player-earnings.js';

export const PLAYER_EARNING_INDEX = 'uniq_player_earning';

/**
 * One player's share in something a team earned once per player and event (domain/player-earnings.ts):
 * the unique (playerId, earning) index is the rule. Two teams with the same player that take the same
 * area (or awaken) at the same time both insert this document, so on MongoDB one transaction aborts.
 */
const playerEarningSchema = new Schema(
  {
    playerId: { type: String, required: true },
    earning: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'player_earnings', versionKey: false },
);

playerEarningSchema.index({ playerId: 1, earning: 1 }, { unique: true, name: PLAYER_EARNING_INDEX });

export interface PlayerEarningRecord {
  _id: Types.ObjectId;
  playerId: string;
  earning: Earning;
  teamId: Types.ObjectId;
  at: Date;
}

export const PlayerEarningModel = mongoose.model('PlayerEarning', playerEarningSchema);
