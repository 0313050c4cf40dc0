import type { Logger } from 'pino';
import { IDEMPOTENCY_SWEEP_BATCH, sweepExpiredIdempotencyKeys } from './idempotency-records.js';

/** How often a service looks for expired keys (with a random part, so replicas do not sweep in step). */
const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60_000;
/** At most this many batches per sweep: on jongodb every delete waits in the one write queue with the players' writes. */
const IDEMPOTENCY_SWEEP_MAX_BATCHES = 10;

export interface IdempotencySweepOptions {
  /** The clock of the keys' expiry (the one idempotentWrites was given). */
  now?: () => Date;
  logger?: Pick<Logger, 'warn' | 'info'>;
  intervalMs?: number;
  batch?: number;
  maxBatches?: number;
}

/**
 * One sweep: batches of expired keys until a batch comes back short or `maxBatches` ran. Returns how many it deleted.
 * A backlog (a day of keys, or a service that was down) leaves over several sweeps, never in one long run.
 */
export async function sweepIdempotencyKeysOnce(options: IdempotencySweepOptions = {}): Promise<number> {
  const batch = options.batch ?? IDEMPOTENCY_SWEEP_BATCH;
  const now = (options.now ?? (() => new Date()))();
  let total = 0;
  for (let run = 0; run < (options.maxBatches ?? IDEMPOTENCY_SWEEP_MAX_BATCHES); run += 1) {
    const deleted = await sweepExpiredIdempotencyKeys(now, batch);
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}

/**
 * Expired keys leave on every lane: MongoDB's TTL monitor deletes them (`expire_at`), and so does this sweep, which
 * the service runs itself because jongodb has no TTL monitor (and its writes slow down as a collection grows).
 * Returns the function that stops it. The timer never keeps the process alive; a failed sweep is logged and the
 * next one tries again.
 */
export function startIdempotencySweep(options: IdempotencySweepOptions = {}): () => void {
  const interval = options.intervalMs ?? IDEMPOTENCY_SWEEP_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, interval / 2 + Math.random() * interval);
    timer.unref();
  };
  const run = () => {
    sweepIdempotencyKeysOnce(options)
      .then((deleted) => {
        if (deleted > 0) options.logger?.info({ deleted }, 'expired idempotency keys swept');
      })
      .catch((error: unknown) => options.logger?.warn({ err: error }, 'idempotency key sweep failed'))
      .finally(schedule);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
