import mongoose, { Schema, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../http/errors.js';

/** When each player last called the game's API: the overview's "active in the last 10 minutes". */
const playerActivitySchema = new Schema(
  {
    accountId: { type: String, required: true },
    name: { type: String, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  { collection: 'player_activity', versionKey: false },
);
playerActivitySchema.index({ accountId: 1 }, { unique: true });
playerActivitySchema.index({ lastSeenAt: -1 });

interface PlayerActivityDocument {
  accountId: string;
  name: string;
  lastSeenAt: Date;
}

export const PlayerActivity: Model<PlayerActivityDocument> =
  (mongoose.models.PlayerActivity as Model<PlayerActivityDocument> | undefined) ??
  mongoose.model<PlayerActivityDocument>('PlayerActivity', playerActivitySchema);

export const ACTIVE_WINDOW_MS = 10 * 60_000;
/** One write per player per minute and process is plenty for a 10-minute window. */
const WRITE_EVERY_MS = 60_000;
const lastWrites = new Map<string, number>();

/** Records that a player was seen. The guard on the time means concurrent writers only move it forward. */
export async function notePlayerActivity(accountId: string, name: string, now: Date): Promise<void> {
  const last = lastWrites.get(accountId);
  if (last !== undefined && now.getTime() - last < WRITE_EVERY_MS) return;
  lastWrites.set(accountId, now.getTime());
  if (lastWrites.size > 50_000) lastWrites.clear();
  const moved = await PlayerActivity.updateOne({ accountId, lastSeenAt: { $lt: now } }, { $set: { lastSeenAt: now, name } });
  if (moved.matchedCount > 0 || (await PlayerActivity.exists({ accountId }))) return;
  try {
    await PlayerActivity.create({ accountId, name, lastSeenAt: now });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // another request of this player inserted it first
  }
}

export function countActivePlayers(now: Date): Promise<number> {
  return PlayerActivity.countDocuments({ lastSeenAt: { $gte: new Date(now.getTime() - ACTIVE_WINDOW_MS) } });
}

/** Forget the per-process throttle (tests). */
export function resetPlayerActivityThrottle(): void {
  lastWrites.clear();
}
