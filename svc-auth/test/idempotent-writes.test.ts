import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { RegisterResponse } from '@citygames/contracts/auth/register.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { GameOpenResponse } from '@citygames/contracts/organizer/game-state.schema';
import { resendAfterAnswerStoreFailed, sendRepeatedly } from '@citygames/service-kit/testing/repeated-writes';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { OrganizerUnlockResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { GameSchedulesResponse } from '@citygames/contracts/organizer/game-schedule.schema';
import { PlayerAccessResponse } from '@citygames/contracts/organizer/player-access.schema';
import { upsertOrganizer } from '../src/organizer/organizer-account.repository.js';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AccountModel } from '../src/accounts/account.model.js';
import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import { seedDemoOrganizer } from '../src/organizer/demo-organizer-seed.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { createTestAuthApp } from './support/test-auth-app.js';

// svc-auth's writes, their answer lost and sent again with their key: one effect, the first answer
// to every copy (docs/invariants.md, "幂等键").
useTestDatabase('auth_idempotent');
const { app, clock } = createTestAuthApp();

beforeEach(async () => {
  await clearDatabase();
  await seedDemoOrganizer(createPasswordHasher(TEST_HASH_COST), clock.now());
});

describe('a registration sent again after its answer was lost', () => {
  it('creates one account and answers every copy with its id, not "already registered"', async () => {
    const alice = { name: '爱丽丝', phone: '13912345678', password: 'secret12' };
    const first = await sendRepeatedly(() => request(app).post('/api/pilotsh/players').send(alice));
    expect(first.status).toBe(201);
    expect(RegisterResponse.parse(first.body).message).toBe('注册成功');
    expect(await AccountModel.countDocuments({ phone: alice.phone })).toBe(1);
  });

  it('with the same key but another password is refused (422): a key alone never reveals an answer', async () => {
    const key = 'registration-key-0001';
    const alice = { name: '爱丽丝', phone: '13912345678', password: 'secret12' };
    expect((await request(app).post('/api/pilotsh/players').set('Idempotency-Key', key).send(alice)).status).toBe(201);
    const other = await request(app)
      .post('/api/pilotsh/players')
      .set('Idempotency-Key', key)
      .send({ ...alice, password: 'guessed-1' });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe("an organiser's game switch sent again after its answer was lost", () => {
  it('closes the game once: one recorded action, every copy answered "closed"', async () => {
    const login = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password });
    const authorization = `Bearer ${OrganizerLoginResponse.parse(login.body).token}`;
    const first = await sendRepeatedly(() =>
      request(app).put('/api/organizer/games/polish120/state').set('Authorization', authorization).send({ open: false }),
    );
    expect(GameOpenResponse.parse(first.body)).toEqual({ game: 'polish120', open: false });
    const actions = OrganizerActionsResponse.parse((await request(app).get('/api/organizer/actions').set('Authorization', authorization)).body).actions;
    expect(actions).toHaveLength(1);
  });
});

describe("an organiser's write whose answer could not be stored once it committed, sent again after the key's lease", () => {
  const passLease = () => clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
  async function organizerAuthorization(): Promise<string> {
    const login = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password });
    return `Bearer ${OrganizerLoginResponse.parse(login.body).token}`;
  }
  const recordedActions = async (authorization: string) =>
    OrganizerActionsResponse.parse((await request(app).get('/api/organizer/actions').set('Authorization', authorization)).body).actions;

  it('the game switch: the retry hears "closed" again, one recorded action', async () => {
    const authorization = await organizerAuthorization();
    const first = await resendAfterAnswerStoreFailed(
      () => request(app).put('/api/organizer/games/fanhua/state').set('Authorization', authorization).send({ open: false }),
      passLease,
    );
    expect(GameOpenResponse.parse(first.body)).toEqual({ game: 'fanhua', open: false });
    expect(await recordedActions(authorization)).toHaveLength(1);
  });

  it('the timetable: the retry hears the timetable as set, one recorded action', async () => {
    const authorization = await organizerAuthorization();
    const freezeAt = '2026-07-12T08:00:00.000Z';
    const first = await resendAfterAnswerStoreFailed(
      () => request(app).put('/api/organizer/games/fanhua/schedule').set('Authorization', authorization).send({ opensAt: null, closesAt: null, freezeAt }),
      passLease,
    );
    expect(GameSchedulesResponse.parse(first.body).schedules.fanhua).toEqual({ opensAt: null, closesAt: null, freezeAt });
    expect(await recordedActions(authorization)).toHaveLength(1);
  });

  it("a player's phones signed out and the player suspended: each retry hears its own answer, each recorded once", async () => {
    const authorization = await organizerAuthorization();
    const player = { name: '小明', phone: '13812340001', password: 'secret-123' };
    expect(
      (
        await request(app)
          .post('/api/polish120/players')
          .send({ ...player, confirmPassword: player.password })
      ).status,
    ).toBe(201);
    const signedOut = await resendAfterAnswerStoreFailed(
      () => request(app).post(`/api/organizer/games/polish120/players/${player.phone}/sign-out`).set('Authorization', authorization).send({}),
      passLease,
    );
    expect(PlayerAccessResponse.parse(signedOut.body)).toMatchObject({ changed: true, suspended: false });
    const suspended = await resendAfterAnswerStoreFailed(
      () => request(app).put(`/api/organizer/games/polish120/players/${player.phone}/suspension`).set('Authorization', authorization).send({ suspended: true }),
      passLease,
    );
    expect(PlayerAccessResponse.parse(suspended.body)).toMatchObject({ changed: true, suspended: true });
    expect((await recordedActions(authorization)).map((action) => action.action).sort()).toEqual(['player.sign-out', 'player.suspend']);
  });

  it("another organiser's unlock: the retry hears who was unlocked, one recorded action", async () => {
    await upsertOrganizer(
      { phone: '13912340000', name: '副总控', passwordHash: await createPasswordHasher(TEST_HASH_COST).hash('second-secret') },
      clock.now(),
    );
    const authorization = await organizerAuthorization();
    const first = await resendAfterAnswerStoreFailed(
      () => request(app).post('/api/organizer/organizers/unlock').set('Authorization', authorization).send({ phone: '13912340000' }),
      passLease,
    );
    expect(OrganizerUnlockResponse.parse(first.body)).toEqual({ ok: true, organizer: { name: '副总控' } });
    expect(await recordedActions(authorization)).toHaveLength(1);
  });
});
