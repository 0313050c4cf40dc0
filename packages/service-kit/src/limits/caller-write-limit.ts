import type { Request, Response } from 'express';
import { SERVICE_BUSY_ERROR } from '@citygames/contracts/common/service-busy.rules';
// the callers' fields on Request (req.user, req.organizer) are declared by the token checks
import type {} from '../auth/auth-middleware.js';
import { HttpError } from '../http/errors.js';
import type {} from '../auth/organizer-auth.js';

/**
 * Keyed writes (distinct Idempotency-Keys) one player may have running at once in one process. A phone sends its kept answers one at a time
 * (web-kit use-pending-answers) and a screen one write per tap, so two is room for a player in two tabs; a
 * script sending sixteen at a time gets the rest refused at once, and its writes no longer fill the database's
 * queue (on jongodb every write of the process waits in one queue) in front of every other team's. Each write
 * it may keep running is one more in front of everybody else's (bench/idempotency-keys.mjs: with four, other teams'
 * keyed writes took 7× their quiet median during a flood).
 */
export const MAX_WRITES_IN_FLIGHT_PER_PLAYER = 2;
/**
 * Keyed writes without a verified caller (registration) are counted by address. A venue's Wi-Fi puts hundreds of phones
 * behind one address, so the bound is wider; it only stops one address from holding more of the process than that.
 */
const MAX_WRITES_IN_FLIGHT_PER_ADDRESS = 16;
const CALLER_BUSY_RETRY_AFTER_SECONDS = 2;
export const CALLER_BUSY_MESSAGE = `你的前几次提交还在处理中，这一次还没有执行，请 ${CALLER_BUSY_RETRY_AFTER_SECONDS} 秒后再试`;

/** The keyed writes running now, by caller, in this process (every router of the process shares it): key id → copies running. */
const writesInFlight = new Map<string, Map<string, number>>();

/**
 * Who a write is counted against: the player (game + id from the verified token), else the address. The organiser
 * is not bounded: the console stays steerable under load, as it is never shed (load-shedding.ts).
 */
function callerOf(req: Request): { caller: string; limit: number } | null {
  if (req.organizer) return null;
  if (req.user) return { caller: `player:${req.user.game}:${req.user.id}`, limit: MAX_WRITES_IN_FLIGHT_PER_PLAYER };
  return { caller: `address:${req.ip ?? ''}`, limit: MAX_WRITES_IN_FLIGHT_PER_ADDRESS };
}

/**
 * Counts a keyed write (`keyId`: its scoped key) against its caller until its answer is sent or the client hung up.
 * Copies of a key already running share its place: they wait for its answer and never run it again. Over the
 * caller's limit of distinct keys the write is refused before anything runs or is stored — its key is not touched —
 * with `503 SERVICE_BUSY` and Retry-After, which the phone treats as "no outcome": it keeps the answer and sends it
 * again with the same key, and that resend is judged as if it were the first. Other callers are not counted against
 * it and go on. Returns the refusal, or null when the write may run.
 */
export function enterCallerWrite(req: Request, res: Response, keyId: string): HttpError | null {
  const counted = callerOf(req);
  if (!counted) return null;
  const { caller, limit } = counted;
  const running = writesInFlight.get(caller) ?? new Map<string, number>();
  const copies = running.get(keyId) ?? 0;
  if (copies === 0 && running.size >= limit)
    return new HttpError(503, SERVICE_BUSY_ERROR, CALLER_BUSY_MESSAGE, { retryAfter: CALLER_BUSY_RETRY_AFTER_SECONDS });
  running.set(keyId, copies + 1);
  writesInFlight.set(caller, running);
  let left = false;
  res.once('close', () => {
    if (left) return;
    left = true;
    const still = (running.get(keyId) ?? 1) - 1;
    if (still > 0) running.set(keyId, still);
    else running.delete(keyId);
    if (running.size === 0 && writesInFlight.get(caller) === running) writesInFlight.delete(caller);
  });
  return null;
}
