import mongoose, { type ClientSession, type Connection } from 'mongoose';
import { databaseUnavailable, isDatabaseUnavailableError } from './database-availability.js';
import { holdsIdempotencyKey, markHeldKeyApplied, storeAnswerWithEffect } from '../idempotency/idempotency-claim.js';
import { isJongodb } from './jongodb-detection.js';
import { inTransactionTurn, runExclusive } from './jongodb-write-queue.js';

export { isJongodb };

/** A route's answer (its status, 200 unless given, and its JSON body) made from the result of the transaction that is its effect. */
export interface EffectAnswer<T> {
  status?: number;
  of: (result: T) => unknown;
}

/** For a transaction whose result is exactly the route's answer (sent with `status`, 200 unless given). */
export function resultIsAnswer<T>(status?: number): EffectAnswer<T> {
  return status === undefined ? { of: (result) => result } : { status, of: (result) => result };
}

export interface TransactionOptions<T> {
  /** The service's default connection unless given. */
  connection?: Connection;
  /**
   * The route's answer when this transaction is its effect. When the request holds an Idempotency-Key, that answer
   * commits with the effect (idempotency-claim.ts), so a retry after any failure between the commit and the reply gets
   * it again instead of 409 IDEMPOTENCY_APPLIED. The route must send exactly this status and body.
   */
  answer?: EffectAnswer<T> | undefined;
}

/**
 * Multi-document changes of every service go through `runTransaction`, never through
 * `connection.transaction` or `withTransaction` directly.
 *
 * On MongoDB this is plain `connection.transaction`: the server detects write conflicts and the
 * driver retries transient failures, so two transactions that guard-decrement one counter cannot
 * both succeed. jongodb (the embedded lane of the tests and the local run) has no write-conflict
 * detection. Measured on 8.0.0-jongodb: two concurrent transactions that both guard-decrement a
 * counter from 1 both match and both commit (one decrement is lost); a single write outside a
 * transaction to a document the transaction also writes is overwritten at commit; two
 * transactions inserting the same unique key only clash at commit, where the driver retries for
 * two minutes. So when the server reports a jongodb version, the transactions of this process run
 * one at a time, in the same queue as every other write of the process (jongodb-write-queue.ts): the
 * transaction holds a turn of its own, and its writes, known by its session, run in that turn.
 * A request holding an idempotency key marks it 'applied' in the same transaction (idempotency-claim.ts).
 * That is enough there: jongodb is one in-memory server and each service process has a database
 * of its own on it.
 */
export async function runTransaction<T>(work: (session: ClientSession) => Promise<T>, options: TransactionOptions<T> = {}): Promise<T> {
  const { connection = mongoose.connection, answer } = options;
  const jongodb = await isJongodb(connection);
  // An outage is not a transient conflict: without this the driver retries the transaction for two minutes.
  const transaction = () =>
    connection.transaction(async (session) => {
      try {
        const workThenMarkKey = async (inner: ClientSession) => {
          const result = await work(inner);
          if (answer && holdsIdempotencyKey()) await storeAnswerWithEffect(inner, answer.of(result), { status: answer.status, connection });
          await markHeldKeyApplied(inner, connection);
          return result;
        };
        return await (jongodb ? inTransactionTurn(session, workThenMarkKey) : workThenMarkKey(session));
      } catch (error) {
        throw isDatabaseUnavailableError(error) ? databaseUnavailable() : error;
      }
    });
  return jongodb ? runExclusive(transaction) : transaction();
}
