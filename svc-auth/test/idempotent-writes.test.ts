import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { RegisterResponse } from '@citygames/contracts/auth/register.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { GameOpenResponse } from '@citygames/contracts/organizer/game-state.schema';
import { sendRepeatedly } from '@citygames/service-kit/testing/repeated-writes';
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
