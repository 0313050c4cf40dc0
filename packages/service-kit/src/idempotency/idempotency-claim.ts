import { AsyncLocalStorage } from 'node:async_hooks';
import type { ClientSession, Connection } from 'mongoose';
import { conflict } from '../http/errors.js';
import { IdempotencyRecord, markIdempotencyApplied, storeIdempotentAnswerWithEffect } from './idempotency-records.js';

/** The key a request holds while it runs (set by idempotent-writes, read by runTransaction). */
export interface HeldIdempotencyKey {
  id: string;
  claimId: string;
  /**
   * Set once the request has its answer: work it started in the background (its async context still
   * carries this key) runs its transactions as any other, without the key.
   */
  answered: boolean;
}

/**
 * On Node 20 an enabled AsyncLocalStorage runs a hook on every promise of the process (a fifth of a hot
 * read's time, see jongodb-write-queue.ts), so this one is enabled only while a request holding a key runs:
 * `holdKey` enables it, the last `letGoOfKey` disables it again. Reads without a key pay nothing then.
 */
const heldKeys = new AsyncLocalStorage<HeldIdempotencyKey>();
let requestsHoldingKeys = 0;

/** Runs the rest of the request (`next`) with the key it holds; call `letGoOfKey` once it answered. */
export function holdKey(key: HeldIdempotencyKey, next: () => void): void {
  requestsHoldingKeys += 1;
  heldKeys.run(key, next);
}

export function letGoOfKey(): void {
  requestsHoldingKeys -= 1;
  if (requestsHoldingKeys === 0) heldKeys.disable();
}

export const LOST_KEY_MESSAGE = '上一次提交仍在处理中，请稍后查看结果';

/**
 * Called by runTransaction inside every transaction, after its work: when the request holds a key, the key
 * is marked 'applied' in the same transaction as the effect, so a crash between the commit and the answer
 * never lets a retry apply the effect again. A request that lost its key (a repeat took it over after the
 * lease) has its transaction aborted with 409 instead of applying the effect a second time.
 */
export async function markHeldKeyApplied(session: ClientSession, connection: Connection): Promise<void> {
  const held = heldKeys.getStore();
  if (!held || held.answered) return;
  // the records live on the service's default connection; a transaction on another client cannot write them
  if (connection.getClient() !== IdempotencyRecord.db.getClient()) return;
  if (!(await markIdempotencyApplied(held.id, held.claimId, session))) throw conflict(LOST_KEY_MESSAGE, 'IDEMPOTENCY_IN_PROGRESS');
}

/**
 * The record id of the Idempotency-Key the running request holds (the same for every retry of that key, whichever
 * process takes it over), or null. A write outside a transaction that must not happen twice for one key stores it with
 * its effect (e.g. the guess slot it takes) and finds it there on a retry.
 */
export function heldKeyId(): string | null {
  const held = heldKeys.getStore();
  return held && !held.answered ? held.id : null;
}

/** Whether the running request holds an Idempotency-Key whose answer is not yet given (its answer can be stored with an effect). */
export function holdsIdempotencyKey(): boolean {
  const held = heldKeys.getStore();
  return Boolean(held && !held.answered);
}

/**
 * Inside the transaction of the effect, for a route that knows its answer before the commit (a judged answer):
 * the key's answer (status 200 unless given, and this JSON body, exactly what the route then sends) commits with the effect.
 * A retry after any failure then replays it, the true outcome, instead of 409 IDEMPOTENCY_APPLIED. No-op for a
 * request without a key.
 */
export async function storeAnswerWithEffect(
  session: ClientSession,
  body: unknown,
  { status = 200, connection }: { status?: number | undefined; connection?: Connection } = {},
): Promise<void> {
  const held = heldKeys.getStore();
  if (!held || held.answered) return;
  if (connection && connection.getClient() !== IdempotencyRecord.db.getClient()) return;
  if (!(await storeIdempotentAnswerWithEffect(held.id, held.claimId, { status, body: JSON.stringify(body), retryAfter: null }, session)))
    throw conflict(LOST_KEY_MESSAGE, 'IDEMPOTENCY_IN_PROGRESS');
}
