import mongoose, { Schema, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { readLeaderboard, type LeaderboardEntry } from './read-leaderboard.js';

/**
 * The players' leaderboard once it froze (docs/organizer.md「定时开放、关闭与封榜」): the first read of a board after the
 * freeze keeps what it read, and every later read of the same board answers that copy, so players stop seeing the
 * standings move while the organiser's results keep counting. One document per freeze and board (`_id`), written once:
 * two first reads at once both insert, the loser reads the winner's copy.
 */
interface StoredFrozenBoard {
  _id: string;
  entries: LeaderboardEntry[];
  takenAt: Date;
}

const FrozenBoard: Model<StoredFrozenBoard> =
  (mongoose.models.FrozenBoard as Model<StoredFrozenBoard> | undefined) ??
  mongoose.model<StoredFrozenBoard>(
    'FrozenBoard',
    new Schema<StoredFrozenBoard>(
      {
        _id: { type: String, required: true },
        entries: { type: [{ teamId: String, teamName: String, count: Number, _id: false }], default: [] },
        takenAt: { type: Date, required: true },
      },
      { collection: 'frozen_leaderboards', versionKey: false },
    ),
  );

export async function readFrozenLeaderboard(frozenAt: Date, type: string, arg: string, limit: number, now: Date): Promise<LeaderboardEntry[]> {
  const id = `${frozenAt.toISOString()}|${type}|${arg}|${limit}`;
  const kept = await FrozenBoard.findById(id).lean();
  if (kept) return kept.entries;
  const entries = await readLeaderboard(type, arg, limit);
  try {
    await FrozenBoard.create({ _id: id, entries, takenAt: now });
    return entries;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await FrozenBoard.findById(id).lean())!.entries;
  }
}
