import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import { type AttemptLimit, windowEnd } from '../domain/attempt-window.js';
import { LoginAttemptModel } from './login-attempt.model.js';

/** A slot taken in a key's current window; give it back if the attempt turns out not to count. */
export interface Reservation {
  key: string;
  windowEndsAt: Date;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; windowEndsAt: Date };

interface StoredAttempt {
  count: number;
  windowEndsAt: Date;
}

/**
 * Takes one slot of `key` if its window has one left. Every path is a single guarded write, so
 * parallel attempts can never take more than `limit` slots of a window:
 * 1. count up within a running window that still has room;
 * 2. otherwise restart an ended window at 1;
 * 3. otherwise create the key's first window (the unique key lets only one racer insert; the
 *    losers go round again and meet the winner's window in step 1).
 * Neither matching means the running window is full.
 */
export async function reserveAttempt(key: string, limit: AttemptLimit, now: Date): Promise<ReserveResult> {
  for (let round = 0; round < 3; round += 1) {
    const counted = await LoginAttemptModel.findOneAndUpdate(
      { key, windowEndsAt: { $gt: now }, count: { $lt: limit.limit } },
      { $inc: { count: 1 } },
      { returnDocument: 'after' },
    ).lean<StoredAttempt>();
    if (counted) return { ok: true, reservation: { key, windowEndsAt: counted.windowEndsAt } };

    const endsAt = windowEnd(now, limit);
    const restarted = await LoginAttemptModel.findOneAndUpdate(
      { key, windowEndsAt: { $lte: now } },
      { $set: { count: 1, windowEndsAt: endsAt } },
      { returnDocument: 'after' },
    ).lean<StoredAttempt>();
    if (restarted) return { ok: true, reservation: { key, windowEndsAt: restarted.windowEndsAt } };

    const existing = await LoginAttemptModel.findOne({ key }).lean<StoredAttempt>();
    if (existing) {
      if (existing.windowEndsAt > now && existing.count >= limit.limit) return { ok: false, windowEndsAt: existing.windowEndsAt };
      continue;
    }
    try {
      await LoginAttemptModel.create({ key, count: 1, windowEndsAt: endsAt });
      return { ok: true, reservation: { key, windowEndsAt: endsAt } };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  const existing = await LoginAttemptModel.findOne({ key }).lean<StoredAttempt>();
  return { ok: false, windowEndsAt: existing?.windowEndsAt ?? windowEnd(now, limit) };
}

/** Gives a slot back, only to the window it was taken from. */
export async function releaseAttempt(reservation: Reservation): Promise<void> {
  await LoginAttemptModel.updateOne(
    { key: reservation.key, windowEndsAt: reservation.windowEndsAt, count: { $gt: 0 } },
    { $inc: { count: -1 } },
  );
}

export async function clearAttempts(key: string): Promise<void> {
  await LoginAttemptModel.deleteOne({ key });
}

/** Housekeeping: windows that ended before `now` carry no information any more. */
export async function purgeEndedWindows(now: Date): Promise<number> {
  const result = await LoginAttemptModel.deleteMany({ windowEndsAt: { $lte: now } });
  return result.deletedCount;
}
