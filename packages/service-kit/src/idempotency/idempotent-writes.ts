import { createHash, createHmac } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '@citygames/contracts/common/idempotency.rules';
// the callers' fields on Request (req.user, req.organizer) are declared by the token checks
import type {} from '../auth/auth-middleware.js';
import { enterCallerWrite } from '../limits/caller-write-limit.js';
import { HttpError, badRequest, conflict } from '../http/errors.js';
import { holdKey, letGoOfKey } from './idempotency-claim.js';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer, type ClaimOutcome } from './idempotency-records.js';
import type {} from '../auth/organizer-auth.js';

export const IDEMPOTENCY_TEXTS = {
  invalidKey: '请求的幂等键（Idempotency-Key）格式不正确，应为 16 至 128 位字母、数字、“-”或“_”',
  keyReused: '这个幂等键已用于另一次内容不同的提交，请重新操作一次',
  inProgress: '上一次提交仍在处理中，请稍后查看结果',
  applied: '上一次提交已经生效，但结果没能保存，请刷新查看最新状态',
} as const;

/** How long a repeat waits for the request that holds its key before answering 409 (retry later, same key). */
export const REPEAT_WAIT_MS = 5_000;
const RETRY_AFTER_IN_PROGRESS_SECONDS = 2;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys held by requests of this process, settled once they answered: a repeat here waits for that, not for a poll. */
const answeredHere = new Map<string, Promise<void>>();

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Whose key it is: an organiser, a player of a game, or nobody yet (registration). Two callers' keys never meet. */
function scopeOf(req: Request): string {
  if (req.organizer) return `organizer:${req.organizer.id}`;
  if (req.user) return `player:${req.user.game}:${req.user.id}`;
  return 'anonymous';
}

/**
 * The request a key was first used with: the parsed JSON body, or for a body read later by its route (a
 * file) its type and length. Keyed by the client's key, which is never stored (the record's id is its hash):
 * a body may hold a password (registration), and a plain hash of it would be a guessable copy in the database.
 */
function fingerprintOf(req: Request, key: string): string {
  const body: unknown = req.body;
  const content = body === undefined ? `raw:${req.get('content-length') ?? ''}` : JSON.stringify(body);
  return createHmac('sha256', key)
    .update(`${req.get('content-type') ?? ''}\n${content}`)
    .digest('hex');
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function replay(res: Response, answer: Extract<ClaimOutcome, { kind: 'done' }>): void {
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
  res.status(answer.status);
  if (answer.body === null) res.end();
  else res.type('application/json').send(answer.body);
}

/**
 * Runs the rest of the request holding the key. Its answer is stored before it is sent (status, JSON
 * body, Retry-After; an answer of 500 or more is not stored and the key is given back, so a retry really
 * runs again, unless a transaction already marked it 'applied').
 */
function runHolding(res: Response, next: NextFunction, id: string, claimId: string): void {
  let settle: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    settle = resolve;
  });
  answeredHere.set(id, answered);
  let released = false;
  const letGo = () => {
    if (released) return;
    released = true;
    if (answeredHere.get(id) === answered) answeredHere.delete(id);
    settle();
    letGoOfKey();
  };
  const held = { id, claimId, answered: false };
  const keep = (status: number, body: string | null): Promise<void> => {
    held.answered = true;
    return (
      status >= 500
        ? releaseIdempotencyKey(id, claimId)
        : storeIdempotentAnswer(id, claimId, { status, body, retryAfter: (res.getHeader('Retry-After') as string | undefined)?.toString() ?? null })
    ).catch(() => undefined); // the database went away after the effect: the key stays held until its lease ends
  };

  let storing: Promise<void> | undefined;
  const sendJson = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (storing) return sendJson(body);
    storing = keep(res.statusCode, body === undefined ? null : JSON.stringify(body))
      .then(() => {
        sendJson(body);
      })
      .catch(() => undefined) // sending failed (headers already sent by the route): nothing more this request can do
      .finally(letGo);
    return res;
  };
  // An answer sent without res.json (res.end, sendStatus) has no body to keep. A client that hung up
  // changes nothing: the route still answers through res.json, which stores it.
  res.on('finish', () => {
    if (storing) return;
    storing = keep(res.statusCode, null).then(letGo);
  });
  holdKey(held, next);
}

async function claimOrAnswer(req: Request, res: Response, next: NextFunction, id: string, key: string, now: () => Date): Promise<void> {
  const fingerprint = fingerprintOf(req, key);
  const deadline = Date.now() + REPEAT_WAIT_MS;
  let poll = 50;
  for (;;) {
    const outcome = await claimIdempotencyKey(id, fingerprint, now());
    switch (outcome.kind) {
      case 'claimed':
        return runHolding(res, next, id, outcome.claimId);
      case 'done':
        return replay(res, outcome);
      case 'mismatch':
        return next(new HttpError(422, IDEMPOTENCY_ERRORS.keyReused, IDEMPOTENCY_TEXTS.keyReused));
      case 'applied':
        return next(conflict(IDEMPOTENCY_TEXTS.applied, IDEMPOTENCY_ERRORS.appliedWithoutAnswer));
      case 'pending': {
        const left = deadline - Date.now();
        if (left <= 0) {
          res.setHeader('Retry-After', String(RETRY_AFTER_IN_PROGRESS_SECONDS));
          return next(conflict(IDEMPOTENCY_TEXTS.inProgress, IDEMPOTENCY_ERRORS.inProgress, { retryAfter: RETRY_AFTER_IN_PROGRESS_SECONDS }));
        }
        const holder = answeredHere.get(id);
        // held by another replica (or a dead request): look again a little later each time
        await (holder ? Promise.race([holder, pause(left)]) : pause(Math.min(poll, left)));
        poll = Math.min(poll * 2, 1_000);
      }
    }
  }
}

/**
 * Exactly-once writes (docs/invariants.md, "幂等键"). Mounted after a router's token check, so the key is
 * scoped by the verified caller + method + path. A write without an `Idempotency-Key` header runs as
 * before (old clients, scripts); reads are never touched. `now` is the clock of the keys' lease and expiry.
 * A keyed write first counts against its caller's bound of keyed writes in flight (caller-write-limit.ts): one over
 * it is refused before its key is looked up or stored, so the resend with the same key is judged as the first.
 */
export function idempotentWrites(now: () => Date = () => new Date()): RequestHandler {
  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(req.method) || res.locals.idempotentWrite === true) return next();
    res.locals.idempotentWrite = true;
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return next(badRequest(IDEMPOTENCY_TEXTS.invalidKey, IDEMPOTENCY_ERRORS.invalidKey));
    const id = sha256(`${scopeOf(req)}\n${req.method}\n${req.originalUrl}\n${key}`);
    const refused = enterCallerWrite(req, res, id);
    if (refused) return next(refused);
    claimOrAnswer(req, res, next, id, key, now).catch(next);
  };
}
