import { randomUUID } from 'node:crypto';
import type { Response, Test } from 'supertest';
import { expect, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { IdempotencyRecord } from '../idempotency/idempotency-records.js';

/**
 * A write whose answer got lost, sent again and again with its key: 20 copies at once, then one more
 * after they all answered. Expects one of them to have run (the only answer without
 * `Idempotent-Replayed`) and every answer to be that one's status and body; returns that answer.
 */
export async function sendRepeatedly(send: () => Test, atOnce = 20): Promise<Response> {
  const key = randomUUID();
  const burst = await Promise.all(Array.from({ length: atOnce }, () => send().set(IDEMPOTENCY_KEY_HEADER, key)));
  const late = await send().set(IDEMPOTENCY_KEY_HEADER, key);
  const answers = [...burst, late];
  const ran = answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true');
  expect(ran, 'exactly one copy ran').toHaveLength(1);
  const first = ran[0]!;
  for (const answer of answers) expect({ status: answer.status, body: answer.body as unknown }).toEqual({ status: first.status, body: first.body as unknown });
  return first;
}

/**
 * The database refuses to store a keyed write's answer once the route has it (busy): the store outside any
 * transaction fails, the copy a transaction writes with the effect still goes in. Returns the way back.
 */
export function refuseAnswerStoreAfterEffect(): () => void {
  const original = IdempotencyRecord.updateOne.bind(IdempotencyRecord);
  const spy = vi
    .spyOn(IdempotencyRecord, 'updateOne')
    .mockImplementation(((filter: never, update: { $set?: { state?: string } }, options?: { session?: unknown }) =>
      update.$set?.state === 'done' && !options?.session ? Promise.reject(new Error('database busy')) : original(filter, update, options as never)) as never);
  return () => spy.mockRestore();
}

/**
 * The transaction that ends a keyed write with its effect (it stores the answer inside it) fails once, as on a busy database;
 * everything after it goes through. Returns the way back.
 */
export function refuseEndingTransactionOnce(): () => void {
  const original = IdempotencyRecord.updateOne.bind(IdempotencyRecord);
  let refused = false;
  const spy = vi.spyOn(IdempotencyRecord, 'updateOne').mockImplementation(((
    filter: never,
    update: { $set?: { state?: string } },
    options?: { session?: unknown },
  ) => {
    if (update.$set?.state === 'done' && options?.session && !refused) {
      refused = true;
      return Promise.reject(new Error('database busy'));
    }
    return original(filter, update, options as never);
  }) as never);
  return () => spy.mockRestore();
}

/**
 * A keyed write whose answer could not be stored after its effect (the database busy), sent again with its key once the
 * key's lease ran out (`passLease` moves the service's clock on): the retry must replay the first answer, byte for byte,
 * never run the write again. Returns the first answer.
 */
export async function resendAfterAnswerStoreFailed(send: () => Test, passLease: () => void): Promise<Response> {
  const key = randomUUID();
  const storeAnswer = refuseAnswerStoreAfterEffect();
  let first: Response;
  try {
    first = await send().set(IDEMPOTENCY_KEY_HEADER, key);
  } finally {
    storeAnswer();
  }
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  passLease();
  const retry = await send().set(IDEMPOTENCY_KEY_HEADER, key);
  expect(retry.headers['idempotent-replayed'], 'the retry replays the stored answer').toBe('true');
  expect({ status: retry.status, body: retry.body as unknown }).toEqual({ status: first.status, body: first.body as unknown });
  return first;
}
