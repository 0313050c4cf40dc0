import mongoose, { Schema, type ClientSession, type Model } from 'mongoose';
import { HttpError, isDuplicateKeyError } from '../../http/errors.js';
import { ROSTER_TEXTS } from './roster-texts.js';
import { runTransaction, type EffectAnswer } from '../../data/transaction.js';

/**
 * One document per game (`roster_versions`, `_id` = the game) counts the changes of its roster. Every
 * roster change claims the version its organiser saw, in the transaction of the change: the claim is
 * a single guarded write (`version: seen` → `$inc`) on the one document every change writes, so
 * - a change made from a stale view matches nothing → 409 ROSTER_STALE, nothing of it written;
 * - two changes made from the same version at once both write this document: on MongoDB the later
 *   one is a write conflict, retried by the driver, and its retry then matches nothing → 409.
 * A pack import that replaces teams raises it too (bumpRosterVersion), so a view from before is stale.
 */
interface StoredRosterVersion {
  _id: string;
  version: number;
}

const rosterVersionSchema = new Schema<StoredRosterVersion>(
  { _id: { type: String, required: true }, version: { type: Number, required: true } },
  { collection: 'roster_versions', versionKey: false },
);

export const RosterVersionModel: Model<StoredRosterVersion> =
  (mongoose.models.RosterVersion as Model<StoredRosterVersion> | undefined) ?? mongoose.model<StoredRosterVersion>('RosterVersion', rosterVersionSchema);

/** The roster's version now (0 before its first change). */
export async function readRosterVersion(game: string, session?: ClientSession): Promise<number> {
  const stored = await RosterVersionModel.findById(game, { version: 1 }, session ? { session } : {}).lean();
  return stored?.version ?? 0;
}

export function staleRoster(current: number): HttpError {
  return new HttpError(409, 'ROSTER_STALE', ROSTER_TEXTS.staleRoster, { version: current });
}

/**
 * Claims version `seen` inside the change's transaction and answers the new version; throws 409
 * ROSTER_STALE (aborting the transaction) when the roster is no longer at `seen`.
 */
export async function claimRosterVersion(game: string, seen: number, session: ClientSession): Promise<number> {
  let matched: boolean;
  try {
    // Version 0 has no document yet: the upsert inserts it; when one exists its _id clashes instead.
    const written = await RosterVersionModel.updateOne({ _id: game, version: seen }, { $inc: { version: 1 } }, { session, upsert: seen === 0 });
    matched = written.matchedCount === 1 || written.upsertedCount === 1;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    matched = false;
  }
  if (!matched) throw staleRoster(await readRosterVersion(game));
  return seen + 1;
}

/** Raises the version whatever it is (a pack import replacing the teams), in the caller's transaction. */
export async function bumpRosterVersion(game: string, session: ClientSession): Promise<void> {
  await RosterVersionModel.updateOne({ _id: game }, { $inc: { version: 1 } }, { session, upsert: true });
}

/** A committed roster change: the roster's new version and what the change's work answered. */
export interface RosterChange<T> {
  version: number;
  result: T;
}

/** The roster version a change was made from, and the route's answer made from the change (it commits with it). */
export interface RosterClaim {
  version: number;
  answer?: EffectAnswer<RosterChange<unknown>> | undefined;
}

/**
 * Runs one roster change as a transaction that first claims the version the organiser saw (see above), then does
 * `work` in the same transaction; answers the new version and what `work` answered. The route's answer (`claim.answer`)
 * commits with the change, so a retry of a lost reply hears it again instead of 409 IDEMPOTENCY_APPLIED.
 */
export async function runRosterChange<T>(game: string, claim: RosterClaim, work: (session: ClientSession) => Promise<T>): Promise<RosterChange<T>> {
  return runTransaction(
    async (session) => {
      const version = await claimRosterVersion(game, claim.version, session);
      return { version, result: await work(session) };
    },
    { answer: claim.answer },
  );
}
