/**
 * Exactly-once writes (docs/invariants.md, "幂等键"): every write a client sends carries a key it made
 * for that user action; every retry of the same action sends the same key and gets the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was stored by an earlier request with the same key and is replayed as it was. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key: 16–128 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long a server keeps a key and its answer: a retry later than this is a new write. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The error codes of the mechanism itself (the body's `error`). */
export const IDEMPOTENCY_ERRORS = {
  /** The key is not a key (400). */
  invalidKey: 'IDEMPOTENCY_KEY_INVALID',
  /** The same key came with another request (422). */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this key is still running (409): retry later with the same key. */
  inProgress: 'IDEMPOTENCY_IN_PROGRESS',
  /** The first request's effect was saved but its answer was lost (409): read the current state. */
  appliedWithoutAnswer: 'IDEMPOTENCY_APPLIED',
} as const;
