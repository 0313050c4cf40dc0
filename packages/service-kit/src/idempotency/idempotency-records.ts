import { randomUUID } from 'node:crypto';
import mongoose, { Schema, type ClientSession, type Model } from 'mongoose';
import { IDEMPOTENCY_KEY_TTL_MS } from '@citygames/contracts/common/idempotency.rules';
import { isDuplicateKeyError } from '../http/errors.js';

/**
 * One idempotency key of one caller for one write (`_id`: the scoped key's SHA-256), in each service's
 * own `idempotency_records` collection. 'pending': a request holds the key and runs; 'applied': its
 * transaction committed the effect together with this state, the answer is not stored yet; 'done': the
 * answer is stored and every repeat gets it. A repeat waits while the holder's lease runs (pending or applied). See docs/invariants.md ("幂等键").
 */
export type IdempotencyState = 'pending' | 'applied' | 'done';

export interface StoredIdempotencyRecord {
  _id: string;
  fingerprint: string;
  state: IdempotencyState;
  /** The request that holds the key; a takeover after the lease gives it a new one. */
  claimId: string;
  /** A pending key whose lease ended belongs to whoever asks next (its holder died). */
  leaseUntil: Date;
  status?: number;
  /** The answer's JSON text; null for an answer without a body. */
  body?: string | null;
  retryAfter?: string | null;
  expiresAt: Date;
}

/** How long a request may hold a key before a repeat may take it over: far above any request's run time (the jongodb queue refuses after 30 s). */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export const IdempotencyRecord: Model<StoredIdempotencyRecord> =
  (mongoose.models.IdempotencyRecord as Model<StoredIdempotencyRecord> | undefined) ??
  mongoose.model<StoredIdempotencyRecord>(
    'IdempotencyRecord',
    new Schema<StoredIdempotencyRecord>(
      {
        _id: { type: String, required: true },
        fingerprint: { type: String, required: true },
        state: { type: String, required: true, enum: ['pending', 'applied', 'done'] },
        claimId: { type: String, required: true },
        leaseUntil: { type: Date, required: true },
        status: { type: Number },
        body: { type: String, default: null },
        retryAfter: { type: String, default: null },
        expiresAt: { type: Date, required: true },
      },
      { collection: 'idempotency_records', versionKey: false },
    ).index({ expiresAt: 1 }, { name: 'expire_at', expireAfterSeconds: 0 }),
  );

export type ClaimOutcome =
  | { kind: 'claimed'; claimId: string }
  | { kind: 'mismatch' }
  | { kind: 'pending' }
  | { kind: 'applied' }
  | { kind: 'done'; status: number; body: string | null; retryAfter: string | null };

function freshClaim(now: Date): Pick<StoredIdempotencyRecord, 'state' | 'claimId' | 'leaseUntil' | 'expiresAt' | 'body' | 'retryAfter'> {
  return {
    state: 'pending',
    claimId: randomUUID(),
    leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    body: null,
    retryAfter: null,
  };
}

/**
 * Takes the key, or says what the request that took it left. Every path is one guarded write: the insert
 * (the unique `_id` lets one of many concurrent requests have it) or a takeover that names the claim it
 * replaces (an expired record — jongodb has no TTL monitor, so expiry is compared here too — or a pending
 * one whose lease ended).
 */
export async function claimIdempotencyKey(id: string, fingerprint: string, now: Date): Promise<ClaimOutcome> {
  for (;;) {
    const claim = freshClaim(now);
    try {
      await IdempotencyRecord.create({ _id: id, fingerprint, ...claim });
      return { kind: 'claimed', claimId: claim.claimId };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await IdempotencyRecord.findById(id).lean();
    if (!existing) continue; // deleted (released) between the insert and the read: try again
    const expired = existing.expiresAt.getTime() <= now.getTime();
    const abandoned = existing.state === 'pending' && existing.leaseUntil.getTime() <= now.getTime();
    if (expired || abandoned) {
      const taken = await IdempotencyRecord.updateOne({ _id: id, claimId: existing.claimId, state: existing.state }, { $set: { fingerprint, ...claim } });
      if (taken.modifiedCount === 1) return { kind: 'claimed', claimId: claim.claimId };
      continue;
    }
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    // applied while its holder lives: the answer is on its way; once the lease ended it was lost
    const holderLives = existing.leaseUntil.getTime() > now.getTime();
    if (existing.state === 'pending' || (existing.state === 'applied' && holderLives)) return { kind: 'pending' };
    if (existing.state === 'applied') return { kind: 'applied' };
    return { kind: 'done', status: existing.status ?? 200, body: existing.body ?? null, retryAfter: existing.retryAfter ?? null };
  }
}

/**
 * Inside the transaction of the effect: the effect commits only if this request still holds the key, and
 * the key says 'applied' from the same commit. False when the claim was lost (taken over after its lease).
 */
export async function markIdempotencyApplied(id: string, claimId: string, session: ClientSession): Promise<boolean> {
  const marked = await IdempotencyRecord.updateOne({ _id: id, claimId, state: { $in: ['pending', 'applied'] } }, { $set: { state: 'applied' } }, { session });
  if (marked.matchedCount === 1) return true;
  // the transaction already stored the answer with the effect (storeIdempotentAnswerWithEffect): still held, and better than applied
  return (await IdempotencyRecord.countDocuments({ _id: id, claimId, state: 'done' }, { session })) === 1;
}

/**
 * Inside the transaction of the effect: the answer every repeat gets is stored in the same commit as the effect, so
 * no failure after the commit (the answer's own store failing, the reply lost, the process gone) can leave the key
 * 'applied' without its answer. False when the claim was lost (taken over after its lease).
 */
export async function storeIdempotentAnswerWithEffect(
  id: string,
  claimId: string,
  answer: { status: number; body: string | null; retryAfter: string | null },
  session: ClientSession,
): Promise<boolean> {
  const stored = await IdempotencyRecord.updateOne(
    { _id: id, claimId, state: { $in: ['pending', 'applied', 'done'] } },
    { $set: { state: 'done', ...answer } },
    { session },
  );
  return stored.matchedCount === 1;
}

/** Stores the answer every repeat gets; only the request that holds the key writes it. */
export async function storeIdempotentAnswer(
  id: string,
  claimId: string,
  answer: { status: number; body: string | null; retryAfter: string | null },
): Promise<void> {
  await IdempotencyRecord.updateOne({ _id: id, claimId }, { $set: { state: 'done', ...answer } });
}

/** How many expired keys one sweep deletes at most in one write (bench/idempotency-keys.mjs measures a batch on jongodb). */
export const IDEMPOTENCY_SWEEP_BATCH = 200;

/**
 * Deletes up to `batch` keys that have expired, oldest first: found by the `expire_at` index, deleted by `_id` with
 * the guard repeated in the delete itself (`expiresAt` and `leaseUntil` both passed at `now`), so a key taken over
 * between the read and the delete (a takeover sets a new expiry and a live lease) stays. Safe beside other replicas'
 * sweeps and beside MongoDB's TTL monitor: a key deleted twice is deleted once. Returns how many it deleted.
 * The records are read whole: jongodb has no projections, and a batch is small.
 */
export async function sweepExpiredIdempotencyKeys(now: Date, batch: number = IDEMPOTENCY_SWEEP_BATCH): Promise<number> {
  const expired = await IdempotencyRecord.find({ expiresAt: { $lte: now }, leaseUntil: { $lte: now } })
    .sort({ expiresAt: 1 })
    .limit(batch)
    .lean();
  if (expired.length === 0) return 0;
  const deleted = await IdempotencyRecord.deleteMany({
    _id: { $in: expired.map((record) => record._id) },
    expiresAt: { $lte: now },
    leaseUntil: { $lte: now },
  });
  return deleted.deletedCount;
}

/**
 * Gives a key back whose request answered 5xx: a pending key is deleted (nothing was applied, the retry
 * really runs); an applied key stays applied and its lease ends now (its answer is lost: repeats hear so at once).
 */
export async function releaseIdempotencyKey(id: string, claimId: string): Promise<void> {
  const deleted = await IdempotencyRecord.deleteOne({ _id: id, claimId, state: 'pending' });
  if (deleted.deletedCount === 0) await IdempotencyRecord.updateOne({ _id: id, claimId, state: 'applied' }, { $set: { leaseUntil: new Date(0) } });
}
