import mongoose, { Schema } from 'mongoose';

/**
 * One version counter per leaderboard key ('type:arg'). Every asset change bumps the version of
 * its key in the same transaction, so a cached leaderboard is valid only while its version is
 * current: this works across replicas because both live in MongoDB.
 */
const leaderboardVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'leaderboard_versions', versionKey: false },
);

export const LeaderboardVersionModel = mongoose.model('LeaderboardVersion', leaderboardVersionSchema);

export function leaderboardKey(type: string, arg: string): string {
  return `${type}:${arg}`;
}
