import mongoose, { Schema } from 'mongoose';

/** A computed leaderboard, valid while `version` equals the key's current version. */
const leaderboardCacheSchema = new Schema(
  {
    /** `${type}:${arg}:${limit}` */
    _id: { type: String, required: true },
    key: { type: String, required: true },
    version: { type: Number, required: true },
    entries: [
      {
        _id: false,
        teamId: { type: String, required: true },
        teamName: { type: String, required: true },
        count: { type: Number, required: true },
      },
    ],
    computedAt: { type: Date, required: true },
  },
  { collection: 'leaderboard_cache', versionKey: false },
);

export interface LeaderboardEntry {
  teamId: string;
  teamName: string;
  count: number;
}

export interface LeaderboardCacheRecord {
  _id: string;
  key: string;
  version: number;
  entries: LeaderboardEntry[];
  computedAt: Date;
}

export const LeaderboardCacheModel = mongoose.model('LeaderboardCache', leaderboardCacheSchema);
