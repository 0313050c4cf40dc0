import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import mongoose, { Schema } from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_MS } from '@citygames/contracts/common/idempotency.rules';
import { CALLER_BUSY_MESSAGE, MAX_WRITES_IN_FLIGHT_PER_PLAYER } from '../limits/caller-write-limit.js';
import { createServiceApp } from '../http/create-app.js';
import { conflict } from '../http/errors.js';
import { IDEMPOTENCY_LEASE_MS, IdempotencyRecord, sweepExpiredIdempotencyKeys } from './idempotency-records.js';
import { sweepIdempotencyKeysOnce } from './idempotency-sweep.js';
import { idempotentWrites } from './idempotent-writes.js';
import { clearDatabase, useTestDatabase } from '../testing/test-database.js';
import { runTransaction } from '../data/transaction.js';

const Effect = mongoose.model('IdemTestEffect', new Schema({ by: String, what: String }, { collection: 'idem_effects', versionKey: false }));

useTestDatabase('service_kit_idempotency');
beforeAll(async () => {
  await Effect.createCollection().catch(() => undefined);
  await IdempotencyRecord.createCollection().catch(() => undefined);
});
beforeEach(clearDatabase);

let clock = new Date('2026-05-01T10:00:00Z');
let failuresLeft = 0;
let beforeEffect: () => Promise<void> = async () => undefined;
let backgroundMayRun: Promise<void> = Promise.resolve();
let backgroundWork: Promise<void> = Promise.resolve();
let afterEffect: () => Promise<void> = async () => undefined;
/** Writes to /held wait here until the test lets them go. */
let heldGate: Promise<void> = Promise.resolve();
let heldArrivals = 0;

/** A service whose writes record one effect each: in a transaction, as a single plain write, or refused after one. */
function app() {
  const routes = Router();
  routes.use((req, _res, next) => {
    const user = req.get('x-test-user');
    if (user) req.user = { id: user, game: 'pilotsh', role: 'user', name: user, phone: '' };
    next();
  });
  routes.use(idempotentWrites(() => clock));
  routes.post('/effects', async (req, res) => {
    const what = String((req.body as { what?: unknown }).what);
    await beforeEffect();
    const count = await runTransaction(async (session) => {
      await Effect.create([{ by: req.user?.id, what }], { session });
      return Effect.countDocuments({ by: req.user?.id }).session(session);
    });
    await afterEffect();
    res.status(201).json({ count, what });
  });
  routes.post('/plain', async (req, res) => {
    await Effect.create({ by: req.user?.id, what: 'plain' });
    res.json({ count: await Effect.countDocuments({ by: req.user?.id }) });
  });
  routes.post('/wrong', async (req) => {
    await Effect.create({ by: req.user?.id, what: 'wrong' });
    throw conflict(`答案错误，第 ${await Effect.countDocuments({ by: req.user?.id })} 次`, 'WRONG');
  });
  routes.post('/flaky', (_req, res) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('boom');
    }
    res.json({ ok: true });
  });
  routes.post('/background', (req, res) => {
    backgroundWork = (async () => {
      await backgroundMayRun;
      await runTransaction(async (session) => {
        await Effect.create([{ by: req.user?.id, what: 'background' }], { session });
      });
    })();
    res.status(202).json({ started: true });
  });
  routes.post('/held', async (req, res) => {
    heldArrivals += 1;
    await heldGate;
    await Effect.create({ by: req.user?.id, what: 'held' });
    res.status(201).json({ held: true });
  });
  routes.delete('/nothing', (_req, res) => {
    res.status(204).end();
  });
  routes.get('/effects', async (_req, res) => {
    res.json({ count: await Effect.countDocuments() });
  });
  return createServiceApp({ service: 'svc-test', healthPaths: [], logger: pino({ level: 'silent' }), routes });
}

function post(server: ReturnType<typeof app>, path: string, key: string | undefined, body: object = {}, user = 'p1') {
  const call = request(server).post(path).set('x-test-user', user);
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
}

beforeEach(() => {
  clock = new Date('2026-05-01T10:00:00Z');
  failuresLeft = 0;
  beforeEffect = async () => undefined;
  afterEffect = async () => undefined;
  heldGate = Promise.resolve();
  heldArrivals = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('a write carrying an Idempotency-Key', () => {
  it('whose answer was lost and is sent again is applied once and answered with the first answer', async () => {
    const server = app();
    const key = randomUUID();
    const first = await post(server, '/effects', key, { what: 'a' });
    const repeat = await post(server, '/effects', key, { what: 'a' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ count: 1, what: 'a' });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await Effect.countDocuments()).toBe(1);
  });

  it('sent 20 times at once is applied once, and every one of the 20 gets the same answer', async () => {
    const server = app();
    const key = randomUUID();
    // widens the moment between the commit (key 'applied') and the stored answer, where repeats must wait too
    afterEffect = () => new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server, '/effects', key, { what: 'a' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    for (const answer of answers) expect(answer.body).toEqual({ count: 1, what: 'a' });
    expect(await Effect.countDocuments()).toBe(1);
  });

  it('outside a transaction (a single write) is applied once too', async () => {
    const server = app();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server, '/plain', key)));
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, { count: 1 }]);
    expect(await Effect.countDocuments()).toBe(1);
  });

  it('that was refused is refused again with the same answer, and counted once (a wrong answer stays one wrong attempt)', async () => {
    const server = app();
    const key = randomUUID();
    const first = await post(server, '/wrong', key);
    const repeats = await Promise.all(Array.from({ length: 5 }, () => post(server, '/wrong', key)));
    expect(first.status).toBe(409);
    expect(first.body.message).toBe('答案错误，第 1 次');
    for (const repeat of repeats) expect([repeat.status, repeat.body]).toEqual([409, first.body]);
    expect(await Effect.countDocuments()).toBe(1);
  });

  it('that failed with a 5xx is not kept: the retry with the same key really runs', async () => {
    const server = app();
    const key = randomUUID();
    failuresLeft = 1;
    expect((await post(server, '/flaky', key)).status).toBe(500);
    const retry = await post(server, '/flaky', key);
    expect([retry.status, retry.body]).toEqual([200, { ok: true }]);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('whose transaction committed but whose answer was never stored is not applied again (409 IDEMPOTENCY_APPLIED)', async () => {
    const server = app();
    const key = randomUUID();
    afterEffect = () => Promise.reject(new Error('crash between the commit and the answer'));
    expect((await post(server, '/effects', key, { what: 'a' })).status).toBe(500);
    afterEffect = async () => undefined;
    const retry = await post(server, '/effects', key, { what: 'a' });
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ error: 'IDEMPOTENCY_APPLIED', message: '上一次提交已经生效，但结果没能保存，请刷新查看最新状态' });
    expect(await Effect.countDocuments()).toBe(1);
  });

  it('with another body is refused with 422 and applies nothing', async () => {
    const server = app();
    const key = randomUUID();
    await post(server, '/effects', key, { what: 'a' });
    const other = await post(server, '/effects', key, { what: 'b' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED', message: '这个幂等键已用于另一次内容不同的提交，请重新操作一次' });
    expect(await Effect.countDocuments()).toBe(1);
  });

  it('of two players never collides: the same key is two writes', async () => {
    const server = app();
    const key = randomUUID();
    const [mine, theirs] = await Promise.all([post(server, '/effects', key, { what: 'a' }, 'p1'), post(server, '/effects', key, { what: 'a' }, 'p2')]);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
    expect(await Effect.countDocuments()).toBe(2);
  });

  it('is scoped by path: the same key on another write is another write', async () => {
    const server = app();
    const key = randomUUID();
    await post(server, '/effects', key, { what: 'a' });
    expect((await post(server, '/plain', key, { what: 'a' })).body).toEqual({ count: 2 });
  });

  it('is forgotten after its time to live (also where no TTL monitor deletes it, as on jongodb)', async () => {
    const server = app();
    const key = randomUUID();
    await post(server, '/effects', key, { what: 'a' });
    clock = new Date(clock.getTime() + IDEMPOTENCY_KEY_TTL_MS);
    const late = await post(server, '/effects', key, { what: 'a' });
    expect(late.body).toEqual({ count: 2, what: 'a' });
    expect(await IdempotencyRecord.countDocuments()).toBe(1);
  });

  it('held by a request that died (its lease ended) is taken over by the repeat', async () => {
    const server = app();
    const key = randomUUID();
    await post(server, '/effects', key, { what: 'a' });
    // as if the holder of a fresh key had died before any effect: back to pending, lease ended
    await IdempotencyRecord.updateMany({}, { $set: { state: 'pending', leaseUntil: clock } });
    await Effect.deleteMany({});
    const retry = await post(server, '/effects', key, { what: 'a' });
    expect(retry.body).toEqual({ count: 1, what: 'a' });
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 IDEMPOTENCY_IN_PROGRESS when its holder is still running after the wait, and applies nothing', async () => {
    const server = app();
    const key = randomUUID();
    await post(server, '/effects', key, { what: 'a' });
    await IdempotencyRecord.updateMany({}, { $set: { state: 'pending', leaseUntil: new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS) } });
    const repeat = await post(server, '/effects', key, { what: 'a' });
    expect(repeat.status).toBe(409);
    expect(repeat.headers['retry-after']).toBe('2');
    expect(repeat.body).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS', message: '上一次提交仍在处理中，请稍后查看结果' });
    expect(await Effect.countDocuments()).toBe(1);
  }, 15_000);

  it('whose request lost the key to a takeover has its transaction rolled back instead of applying twice', async () => {
    const server = app();
    const key = randomUUID();
    // a repeat took the key over between the claim and the commit (as after an ended lease)
    beforeEffect = async () => {
      await IdempotencyRecord.updateMany({}, { $set: { claimId: 'the-repeat' } });
    };
    const answer = await post(server, '/effects', key, { what: 'a' });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await Effect.countDocuments()).toBe(0);
  });

  it('started background work whose transaction runs after the answer: that transaction commits, without the key', async () => {
    const server = app();
    // another keyed write in flight keeps the held keys' async context enabled meanwhile
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    beforeEffect = () => gate;
    const other = post(server, '/effects', randomUUID(), { what: 'other' }, 'p2').then((answer) => answer);
    let letBackgroundRun: () => void = () => undefined;
    backgroundMayRun = new Promise<void>((resolve) => (letBackgroundRun = resolve));
    expect((await post(server, '/background', randomUUID())).status).toBe(202);
    letBackgroundRun();
    await backgroundWork;
    openGate();
    expect((await other).status).toBe(201);
    expect(await Effect.countDocuments({ what: 'background' })).toBe(1);
  });

  it('whose answer has no body is replayed without one', async () => {
    const server = app();
    const key = randomUUID();
    const call = () => request(server).delete('/nothing').set('Idempotency-Key', key);
    expect((await call()).status).toBe(204);
    const repeat = await call();
    expect(repeat.status).toBe(204);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  it('that is not a key is refused with 400 before anything runs', async () => {
    const answer = await post(app(), '/effects', 'short', { what: 'a' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await Effect.countDocuments()).toBe(0);
  });
});

describe('requests without a key, and reads', () => {
  it('a write without a key runs every time (old clients, scripts) and leaves no record', async () => {
    const server = app();
    await post(server, '/effects', undefined, { what: 'a' });
    await post(server, '/effects', undefined, { what: 'a' });
    expect(await Effect.countDocuments()).toBe(2);
    expect(await IdempotencyRecord.countDocuments()).toBe(0);
  });

  it('a GET with a key is an ordinary read', async () => {
    const answer = await request(app()).get('/effects').set('Idempotency-Key', randomUUID());
    expect(answer.status).toBe(200);
    expect(await IdempotencyRecord.countDocuments()).toBe(0);
  });
});

describe("one player's flood of keyed writes", () => {
  it('is bounded for that player only: the write over the limit is refused before its key is stored, and its resend is judged normally', async () => {
    const server = app();
    let letGo: () => void = () => undefined;
    heldGate = new Promise<void>((resolve) => (letGo = resolve));
    const floodKeys = Array.from({ length: MAX_WRITES_IN_FLIGHT_PER_PLAYER }, () => randomUUID());
    const flood = floodKeys.map((key) => post(server, '/held', key, {}, 'flooder').then((answer) => answer));
    await until(() => heldArrivals === MAX_WRITES_IN_FLIGHT_PER_PLAYER);
    // a copy of a key already running shares its place: it waits for that answer instead of being refused
    const copy = post(server, '/held', floodKeys[0], {}, 'flooder').then((answer) => answer);

    const overKey = randomUUID();
    const refused = await post(server, '/effects', overKey, { what: 'over' }, 'flooder');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body).toMatchObject({ success: false, error: 'SERVICE_BUSY', message: CALLER_BUSY_MESSAGE });
    // no trace: only the held writes' keys are stored, nothing ran
    expect(await IdempotencyRecord.countDocuments()).toBe(MAX_WRITES_IN_FLIGHT_PER_PLAYER);
    expect(await Effect.countDocuments()).toBe(0);

    // another player's keyed write goes on while the flooder is at the limit
    const other = await post(server, '/effects', randomUUID(), { what: 'other' }, 'p2');
    expect([other.status, other.body]).toEqual([201, { count: 1, what: 'other' }]);

    letGo();
    for (const answer of await Promise.all(flood)) expect(answer.status).toBe(201);
    const copied = await copy;
    expect([copied.status, copied.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(await Effect.countDocuments({ by: 'flooder', what: 'held' })).toBe(MAX_WRITES_IN_FLIGHT_PER_PLAYER);

    // the phone sends the refused answer again with the same key: judged as the first, once
    const resent = await post(server, '/effects', overKey, { what: 'over' }, 'flooder');
    expect([resent.status, resent.body]).toEqual([201, { count: MAX_WRITES_IN_FLIGHT_PER_PLAYER + 1, what: 'over' }]);
    expect(resent.headers['idempotent-replayed']).toBeUndefined();
    expect(await Effect.countDocuments({ what: 'over' })).toBe(1);
  });
});

describe('expired keys leave on every lane (the sweep a service runs itself)', () => {
  it('deletes keys whose expiry passed in bounded batches, and keeps keys still kept and keys whose lease is live', async () => {
    const server = app();
    for (const what of ['a', 'b', 'c']) await post(server, '/effects', randomUUID(), { what });
    const later = new Date(clock.getTime() + 60_000);
    clock = later;
    await post(server, '/effects', randomUUID(), { what: 'kept' });
    // expired by its date but held under a live lease (a clock that jumped): never deleted
    await IdempotencyRecord.create({
      _id: 'held-under-live-lease',
      fingerprint: 'f',
      state: 'pending',
      claimId: 'holder',
      leaseUntil: new Date(later.getTime() + IDEMPOTENCY_KEY_TTL_MS + IDEMPOTENCY_LEASE_MS),
      expiresAt: new Date(0),
    });
    const expiryOfFirst = new Date(later.getTime() - 60_000 + IDEMPOTENCY_KEY_TTL_MS);

    expect(await sweepIdempotencyKeysOnce({ now: () => expiryOfFirst, batch: 2, maxBatches: 1 })).toBe(2);
    expect(await IdempotencyRecord.countDocuments()).toBe(3);
    expect(await sweepIdempotencyKeysOnce({ now: () => expiryOfFirst, batch: 2 })).toBe(1);
    expect(await IdempotencyRecord.countDocuments()).toBe(2);
    expect(await IdempotencyRecord.exists({ _id: 'held-under-live-lease' })).not.toBeNull();
    expect(await sweepIdempotencyKeysOnce({ now: () => expiryOfFirst })).toBe(0);
  });

  it('does not delete a key taken over between reading it as expired and deleting it', async () => {
    const server = app();
    const key = randomUUID();
    await post(server, '/effects', key, { what: 'a' });
    clock = new Date(clock.getTime() + IDEMPOTENCY_KEY_TTL_MS);
    const sweptAt = clock;
    const deleteMany = IdempotencyRecord.deleteMany.bind(IdempotencyRecord);
    let late: request.Response | undefined;
    vi.spyOn(IdempotencyRecord, 'deleteMany').mockImplementationOnce(((filter: Parameters<typeof deleteMany>[0]) =>
      // the phone's late resend takes the expired key over after the sweep read it
      post(server, '/effects', key, { what: 'a' }).then((answer) => {
        late = answer;
        return deleteMany(filter);
      })) as unknown as typeof IdempotencyRecord.deleteMany);

    expect(await sweepExpiredIdempotencyKeys(sweptAt)).toBe(0);
    expect(late?.body).toEqual({ count: 2, what: 'a' });
    const repeat = await post(server, '/effects', key, { what: 'a' });
    expect([repeat.body, repeat.headers['idempotent-replayed']]).toEqual([{ count: 2, what: 'a' }, 'true']);
  });
});
