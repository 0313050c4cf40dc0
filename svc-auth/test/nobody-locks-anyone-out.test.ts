import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createAccount } from '../src/accounts/account.repository.js';
import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import { seedDemoOrganizer } from '../src/organizer/demo-organizer-seed.js';
import { upsertOrganizer } from '../src/organizer/organizer-account.repository.js';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { OrganizerLoginResponse, OrganizerUnlockResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { LoginAttemptModel } from '../src/rate-limit/login-attempt.model.js';
import { createTestAuthApp, login } from './support/test-auth-app.js';

useTestDatabase('auth_nobody_locks_out');
const hasher = createPasswordHasher(TEST_HASH_COST);
const { app, clock } = createTestAuthApp();
const PASSWORD = 'venue-secret';
const VENUE = '203.0.113.200';

function organizerLogin(password: string, address: string, cookie?: string) {
  const call = request(app).post('/api/organizer/login').set('X-Forwarded-For', address);
  if (cookie) call.set('Cookie', cookie);
  return call.send({ phone: DEMO_ORGANIZER.phone, password });
}

function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const lines = ([] as unknown[]).concat(response.headers['set-cookie'] ?? []).map(String);
  const cookie = lines.find((line) => line.startsWith('citygames_device='));
  expect(cookie, 'device cookie').toBeDefined();
  return cookie!.split(';')[0]!;
}

/** Players created straight in the database (the registration limits are not what is tested here). */
async function createPlayers(count: number): Promise<string[]> {
  const passwordHash = await hasher.hash(PASSWORD);
  const phones = Array.from({ length: count }, (_, index) => `1370${String(index).padStart(7, '0')}`);
  for (const [index, phone] of phones.entries()) {
    const created = await createAccount({ game: 'pilotsh', phone, name: `现场玩家${index}`, passwordHash });
    expect(created.ok).toBe(true);
  }
  return phones;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

beforeEach(async () => {
  await clearDatabase();
  await seedDemoOrganizer(hasher, clock.now());
});

describe('the organiser is protected as players are', () => {
  it("a stranger's wrong passwords from elsewhere do not lock the organiser out", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await organizerLogin('guess-guess', '198.51.100.9')).status).toBe(401);
    expect((await organizerLogin('guess-guess', '198.51.100.9')).status).toBe(429);
    expect((await organizerLogin(DEMO_ORGANIZER.password, '192.0.2.10')).status).toBe(200);
  });

  it('guessing from many addresses meets the organiser ceiling, but the organiser’s own browser still gets in', async () => {
    const first = await organizerLogin(DEMO_ORGANIZER.password, '192.0.2.10');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(String(first.headers['set-cookie'])).toContain('Path=/api/organizer/login');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await organizerLogin('guess-guess', `198.51.100.${attempt + 1}`)).status).toBe(401);
    }
    expect((await organizerLogin(DEMO_ORGANIZER.password, '192.0.2.77')).status).toBe(429);
    expect((await organizerLogin(DEMO_ORGANIZER.password, '192.0.2.77', cookie)).status).toBe(200);
  });

  it('wrong passwords from 52 addresses: another organiser unlocks, and the organiser gets in on a new device at once (audited)', async () => {
    for (let attempt = 0; attempt < 52; attempt += 1) await organizerLogin('guess-guess', `198.51.100.${attempt + 1}`);
    expect((await organizerLogin(DEMO_ORGANIZER.password, '192.0.2.77')).status).toBe(429);

    await upsertOrganizer({ phone: '13912340000', name: '副总控', passwordHash: await hasher.hash('second-secret') }, clock.now());
    const second = await request(app)
      .post('/api/organizer/login')
      .set('X-Forwarded-For', '192.0.2.5')
      .send({ phone: '13912340000', password: 'second-secret' });
    const token = OrganizerLoginResponse.parse(second.body).token;
    expect((await request(app).post('/api/organizer/organizers/unlock').send({ phone: DEMO_ORGANIZER.phone })).status).toBe(401);
    const malformed = await request(app)
      .post('/api/organizer/organizers/unlock')
      .set('Authorization', `Bearer ${token}`)
      .send({ phone: { $gt: '' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/手机号/);
    const unknown = await request(app).post('/api/organizer/organizers/unlock').set('Authorization', `Bearer ${token}`).send({ phone: '13700000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('没有这个手机号的组织者');
    const unlocked = await request(app).post('/api/organizer/organizers/unlock').set('Authorization', `Bearer ${token}`).send({ phone: DEMO_ORGANIZER.phone });
    expect(unlocked.status).toBe(200);
    expect(OrganizerUnlockResponse.parse(unlocked.body)).toEqual({ ok: true, organizer: { name: DEMO_ORGANIZER.name } });

    expect((await organizerLogin(DEMO_ORGANIZER.password, '192.0.2.77')).status).toBe(200);
    const actions = OrganizerActionsResponse.parse((await request(app).get('/api/organizer/actions').set('Authorization', `Bearer ${token}`)).body);
    expect(actions.actions[0]).toMatchObject({
      organizer: '副总控',
      action: 'organizer.unlock',
      summary: `清除了组织者「${DEMO_ORGANIZER.name}」的登录失败次数`,
    });
  });

  it('a venue whose address window is full does not keep the organiser out of a new device', async () => {
    const phones = await createPlayers(20);
    for (const phone of phones) {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(app, 'pilotsh', phone, `spray${attempt}`, VENUE);
    }
    expect((await organizerLogin('typo-typo', VENUE)).status).toBe(401);
    expect((await organizerLogin(DEMO_ORGANIZER.password, VENUE)).status).toBe(200);
  });

  it('brute force against the organiser from one address stays at 5, even in parallel', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => organizerLogin('guess-guess', '198.51.100.20')));
    expect(responses.map((response) => response.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await organizerLogin(DEMO_ORGANIZER.password, '198.51.100.20')).status).toBe(429);
  });
});

describe('one address is a whole venue', () => {
  it('300 players log in from one address within 10 minutes, 30 of them after a mistyped password: all get in', async () => {
    const phones = await createPlayers(300);
    const typists = new Set(phones.filter((_, index) => index % 10 === 3));
    await inBatches(phones, 10, async (phone) => {
      if (typists.has(phone)) expect((await login(app, 'pilotsh', phone, 'mistyped', VENUE)).status).toBe(401);
      const answer = await login(app, 'pilotsh', phone, PASSWORD, VENUE);
      expect(answer.status, phone).toBe(200);
      clock.advance(1_000);
    });
  }, 120_000);

  it('made-up phones from the same address lock nobody out', async () => {
    const [player] = await createPlayers(1);
    for (let attempt = 0; attempt < 150; attempt += 1) {
      expect((await login(app, 'pilotsh', `1350${String(attempt).padStart(7, '0')}`, 'guess', VENUE)).status).toBe(401);
    }
    expect((await login(app, 'pilotsh', player!, PASSWORD, VENUE)).status).toBe(200);
  });

  it('one address trying passwords on many accounts: after 100 each account gets one guess more, any identifier alike, and an honest phone still gets in', async () => {
    const phones = await createPlayers(23);
    for (const phone of phones.slice(0, 20)) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(app, 'pilotsh', phone, `spray${attempt}`, VENUE)).status).toBe(401);
    }
    // The address window is full: an account already sprayed from here is closed to this address...
    const sprayed = await login(app, 'pilotsh', phones[0]!, PASSWORD, VENUE);
    expect(sprayed.status).toBe(429);
    // ...a fresh one gets a single guess, then the same 429 as an identifier with no account.
    const [fresh, honest] = [phones[21]!, phones[22]!];
    expect((await login(app, 'pilotsh', fresh, 'spray-more', VENUE)).status).toBe(401);
    const blocked = await login(app, 'pilotsh', fresh, 'spray-again', VENUE);
    expect(blocked.status).toBe(429);
    expect((await login(app, 'pilotsh', '13599999999', 'guess', VENUE)).status).toBe(401);
    expect((await login(app, 'pilotsh', '13599999999', 'guess', VENUE)).body).toEqual(blocked.body);
    // An honest phone at the venue, never used here before, gets in at its first try.
    expect((await login(app, 'pilotsh', honest, PASSWORD, VENUE)).status).toBe(200);
    expect((await login(app, 'pilotsh', phones[0]!, PASSWORD, '192.0.2.1')).status).toBe(200);
  });

  it('a player whose phone logged in before gets in even after a typo while the address window is full', async () => {
    const phones = await createPlayers(21);
    const owner = phones[20]!;
    const first = await login(app, 'pilotsh', owner, PASSWORD, VENUE);
    const cookie = deviceCookie(first);
    for (const phone of phones.slice(0, 20)) {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(app, 'pilotsh', phone, `spray${attempt}`, VENUE);
    }
    expect((await login(app, 'pilotsh', owner, 'typo', VENUE)).status).toBe(401);
    expect((await login(app, 'pilotsh', owner, PASSWORD, VENUE)).status).toBe(429);
    const withCookie = await request(app)
      .post('/api/pilotsh/login')
      .set('X-Forwarded-For', VENUE)
      .set('Cookie', cookie)
      .send({ phone: owner, password: PASSWORD });
    expect(withCookie.status).toBe(200);
  });

  it('made-up phones cost svc-auth at most 30 password checks a minute per address; beyond, the same 401 without the work, and the venue logs in', async () => {
    const counted = { checks: 0, waits: 0 };
    const real = createPasswordHasher(TEST_HASH_COST);
    const { app: countingApp, clock: countingClock } = createTestAuthApp({
      passwordHasher: {
        ...real,
        verifyWithoutAccount: (password) => {
          counted.checks += 1;
          return real.verifyWithoutAccount(password);
        },
        waitAsLongAsVerify: () => {
          counted.waits += 1;
          return real.waitAsLongAsVerify();
        },
      },
    });
    const [player] = await createPlayers(1);
    const answers = [];
    for (let attempt = 0; attempt < 100; attempt += 1)
      answers.push(await login(countingApp, 'pilotsh', `1350${String(attempt).padStart(7, '0')}`, 'guess', VENUE));
    expect(answers.every((answer) => answer.status === 401 && answer.body.message === '手机号或密码错误')).toBe(true);
    expect(counted).toEqual({ checks: 30, waits: 70 });
    expect((await login(countingApp, 'pilotsh', player!, PASSWORD, VENUE)).status).toBe(200);
    expect(
      (await request(countingApp).post('/api/organizer/login').set('X-Forwarded-For', VENUE).send({ phone: '13911112222', password: 'guess-guess' })).status,
    ).toBe(401);
    expect(counted.waits).toBe(71);
    countingClock.advance(60_000);
    await login(countingApp, 'pilotsh', '13599999998', 'guess', VENUE);
    expect(counted.checks).toBe(31);
  });

  it('parallel wrong passwords from one address cannot take more than the address window', async () => {
    const { app: smallApp } = createTestAuthApp({
      rateLimits: {
        perAccountAddress: { limit: 5, windowMs: 10 * 60_000 },
        perAccount: { limit: 50, windowMs: 60 * 60_000 },
        perAddress: { limit: 30, windowMs: 10 * 60_000 },
        perAddressUnknown: { limit: 30, windowMs: 60_000 },
      },
    });
    const phones = await createPlayers(12);
    const attempts = phones.flatMap((phone) => [phone, phone, phone]);
    const responses = await Promise.all(attempts.map((phone) => login(smallApp, 'pilotsh', phone, 'wrong', VENUE)));
    // The address window takes exactly 30; an account that met it full before its first attempt gets that one attempt.
    expect((await LoginAttemptModel.findOne({ key: `address:${VENUE}` }).lean())?.count).toBe(30);
    const checked = responses.filter((response) => response.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(30);
    expect(checked).toBeLessThanOrEqual(30 + phones.length);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(attempts.length - checked);
  });
});
