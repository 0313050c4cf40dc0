import mongoose, { Schema, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../http/errors.js';

/**
 * Rate limits kept in MongoDB, so every replica counts against the same limit: each key (an
 * account, a client address, a player) may spend `limit` attempts within a fixed window that starts
 * at its first counted attempt. Expiry is compared at read time: the next attempt after a window
 * ended restarts it in place; a TTL index deletes windows that ended and were not restarted (where
 * the server has a TTL monitor; jongodb keeps them, which changes nothing). Used by svc-auth (failed
 * logins) and svc-fanhua (position reports).
 */

/** How many attempts a key may spend within one window. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/** Whole seconds until the window ends, at least 1 (the value of Retry-After). */
export function secondsUntil(windowEndsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
}

export function windowEnd(now: Date, limit: AttemptLimit): Date {
  return new Date(now.getTime() + limit.windowMs);
}

/** A slot taken in a key's current window; give it back if the attempt turns out not to count. */
export interface Reservation {
  key: string;
  windowEndsAt: Date;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; windowEndsAt: Date };

/** One key's window as stored. */
export interface StoredWindow {
  key: string;
  count: number;
  windowEndsAt: Date;
}

export interface AttemptWindows {
  /** The collection's model (registered on import, so connectMongo builds its unique index). */
  model: Model<StoredWindow>;
  reserve(key: string, limit: AttemptLimit, now: Date): Promise<ReserveResult>;
  /** Whether the key's running window has no slot left (a read; takes nothing). */
  isFull(key: string, limit: AttemptLimit, now: Date): Promise<{ full: false } | { full: true; windowEndsAt: Date }>;
  /** Gives a slot back, only to the window it was taken from. */
  release(reservation: Reservation): Promise<void>;
  /** Forgets a key's window (e.g. a successful login clears the account's failures). */
  clear(key: string): Promise<void>;
  /** Housekeeping: windows that ended before `now` carry no information any more. */
  purgeEnded(now: Date): Promise<number>;
}

/** The attempt windows kept in one collection (one document per key, unique). */
export function defineAttemptWindows(modelName: string, collection: string): AttemptWindows {
  const existing = mongoose.models[modelName] as Model<StoredWindow> | undefined;
  const model =
    existing ??
    mongoose.model<StoredWindow>(
      modelName,
      new Schema<StoredWindow>(
        {
          key: { type: String, required: true },
          count: { type: Number, required: true },
          windowEndsAt: { type: Date, required: true },
        },
        { collection, versionKey: false },
      )
        .index({ key: 1 }, { unique: true, name: 'uniq_key' })
        .index({ windowEndsAt: 1 }, { name: 'expire_at_window_end', expireAfterSeconds: 0 }),
    );

  return {
    model,

    /**
     * Takes one slot of `key` if its window has one left. Every path is a single guarded write, so
     * parallel attempts can never take more than `limit` slots of a window:
     * 1. count up within a running window that still has room;
     * 2. otherwise restart an ended window at 1;
     * 3. otherwise create the key's first window (the unique key lets only one racer insert; the
     *    losers go round again and meet the winner's window in step 1).
     * Neither matching means the running window is full.
     */
    async reserve(key, limit, now) {
      for (let round = 0; round < 3; round += 1) {
        const counted = await model
          .findOneAndUpdate({ key, windowEndsAt: { $gt: now }, count: { $lt: limit.limit } }, { $inc: { count: 1 } }, { returnDocument: 'after' })
          .lean<StoredWindow>();
        if (counted) return { ok: true, reservation: { key, windowEndsAt: counted.windowEndsAt } };

        const endsAt = windowEnd(now, limit);
        const restarted = await model
          .findOneAndUpdate({ key, windowEndsAt: { $lte: now } }, { $set: { count: 1, windowEndsAt: endsAt } }, { returnDocument: 'after' })
          .lean<StoredWindow>();
        if (restarted) return { ok: true, reservation: { key, windowEndsAt: restarted.windowEndsAt } };

        const current = await model.findOne({ key }).lean<StoredWindow>();
        if (current) {
          if (current.windowEndsAt > now && current.count >= limit.limit) return { ok: false, windowEndsAt: current.windowEndsAt };
          continue;
        }
        try {
          await model.create({ key, count: 1, windowEndsAt: endsAt });
          return { ok: true, reservation: { key, windowEndsAt: endsAt } };
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      const current = await model.findOne({ key }).lean<StoredWindow>();
      return { ok: false, windowEndsAt: current?.windowEndsAt ?? windowEnd(now, limit) };
    },

    async isFull(key, limit, now) {
      const current = await model.findOne({ key }).lean<StoredWindow>();
      return current && current.windowEndsAt > now && current.count >= limit.limit ? { full: true, windowEndsAt: current.windowEndsAt } : { full: false };
    },

    async release(reservation) {
      await model.updateOne({ key: reservation.key, windowEndsAt: reservation.windowEndsAt, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },

    async clear(key) {
      await model.deleteOne({ key });
    },

    async purgeEnded(now) {
      const result = await model.deleteMany({ windowEndsAt: { $lte: now } });
      return result.deletedCount;
    },
  };
}
