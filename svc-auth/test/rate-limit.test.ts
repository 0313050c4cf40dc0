import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { LoginAttemptModel } from '../src/rate-limit/login-attempt.model.js';
import { createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_rate_limit');
const { app, clock } = createTestAuthApp();

const carol = { name: '卡萝', phone: '13612345678', password: 'right-password' };
const TEN_MINUTES = 10 * 60_000;

beforeEach(async () => {
  await clearDatabase();
  await register(app, 'pilotsh', carol);
});

function statuses(responses: Array<{ status: number }>) {
  return responses.map((response) => response.status);
}

describe('per account from one address', () => {
  it('allows 5 failed logins in 10 minutes, then answers 429 with the wait in the body and Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(app, 'pilotsh', carol.phone, 'wrong')).status).toBe(401);
    }
    clock.advance(60_000);
    const blocked = await login(app, 'pilotsh', carol.phone, 'wrong');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: '尝试次数过多，请 540 秒后再试',
      retryAfter: 540,
    });
    expect(blocked.headers['retry-after']).toBe('540');
  });

  it('refuses even the right password while the account is blocked, and lets it in once the window ends', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(app, 'pilotsh', carol.phone, 'wrong');
    expect((await login(app, 'pilotsh', carol.phone, carol.password)).status).toBe(429);
    clock.advance(TEN_MINUTES - 1000);
    const almost = await login(app, 'pilotsh', carol.phone, carol.password);
    expect(almost.status).toBe(429);
    expect(almost.body.retryAfter).toBe(1);
    clock.advance(1000);
    expect((await login(app, 'pilotsh', carol.phone, carol.password)).status).toBe(200);
  });

  it('lets exactly 5 of 10 parallel wrong logins be checked, the other 5 get 429', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => login(app, 'pilotsh', carol.phone, 'wrong')));
    expect(statuses(responses).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const stored = await LoginAttemptModel.find({ key: /^account:[^@]*@/ }).lean();
    expect(stored.map((doc) => doc.count)).toEqual([5]);
  });

  it('counts unknown accounts too, by the identifier typed', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(app, 'pilotsh', '13600000000', 'guess')).status).toBe(401);
    }
    expect((await login(app, 'pilotsh', '13600000000', 'guess')).status).toBe(429);
  });

  it('shares one window between login by name and by phone (fanhua)', async () => {
    await register(app, 'fanhua', carol);
    for (const identifier of [carol.name, carol.phone, carol.name, carol.phone, carol.name]) {
      expect((await login(app, 'fanhua', identifier, 'wrong')).status).toBe(401);
    }
    expect((await login(app, 'fanhua', carol.phone, 'wrong')).status).toBe(429);
  });

  it('keeps the games apart: a blocked pilotsh account does not block the same phone in polish120', async () => {
    await register(app, 'polish120', carol);
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(app, 'pilotsh', carol.phone, 'wrong');
    expect((await login(app, 'polish120', carol.phone, carol.password)).status).toBe(200);
  });

  it('forgets earlier failures of the account after a successful login', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(app, 'pilotsh', carol.phone, 'wrong');
    expect((await login(app, 'pilotsh', carol.phone, carol.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(app, 'pilotsh', carol.phone, 'wrong')).status).toBe(401);
    }
    expect((await login(app, 'pilotsh', carol.phone, 'wrong')).status).toBe(429);
  });
});

describe('per client address', () => {
  // A small address window, so that a few accounts fill it (the default is 100: see nobody-locks-anyone-out.test.ts).
  const { app: smallApp } = createTestAuthApp({
    rateLimits: {
      perAccountAddress: { limit: 5, windowMs: TEN_MINUTES },
      perAccount: { limit: 50, windowMs: 60 * 60_000 },
      perAddress: { limit: 6, windowMs: TEN_MINUTES },
      perAddressUnknown: { limit: 30, windowMs: 60_000 },
    },
  });
  const dave = { name: '戴夫', phone: '13612345679', password: 'dave-password' };

  it('counts wrong passwords for existing accounts; once full, each (identifier, address) gets one attempt per window, any identifier alike, while other addresses go on', async () => {
    await register(smallApp, 'pilotsh', dave);
    for (const phone of [carol.phone, dave.phone]) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(smallApp, 'pilotsh', phone, 'wrong', '203.0.113.7')).status).toBe(401);
    }
    const blocked = await login(smallApp, 'pilotsh', carol.phone, carol.password, '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.body.retryAfter);
    expect((await login(smallApp, 'pilotsh', '13500000000', 'guess', '203.0.113.7')).status).toBe(401);
    expect((await login(smallApp, 'pilotsh', '13500000000', 'guess', '203.0.113.7')).body).toEqual(blocked.body);
    expect((await login(smallApp, 'pilotsh', carol.phone, carol.password, '203.0.113.8')).status).toBe(200);
  });

  it('does not count phones that name no account', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(smallApp, 'pilotsh', `135000000${String(attempt).padStart(2, '0')}`, 'guess', '203.0.113.9')).status).toBe(401);
    }
    expect((await login(smallApp, 'pilotsh', carol.phone, carol.password, '203.0.113.9')).status).toBe(200);
  });

  it('takes the first X-Forwarded-For hop the gateway sets, across games', async () => {
    await register(smallApp, 'fanhua', carol);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const game = attempt % 2 === 0 ? 'pilotsh' : 'fanhua';
      expect((await login(smallApp, game, carol.phone, 'wrong', '198.51.100.4')).status).toBe(401);
    }
    expect((await login(smallApp, 'fanhua', carol.name, carol.password, '198.51.100.4')).status).toBe(429);
  });

  it('does not let parallel attempts from one address overrun the window', async () => {
    const people = [
      dave,
      { name: '艾玛', phone: '13612345680', password: 'emma-password' },
      { name: '弗兰克', phone: '13612345681', password: 'frank-password' },
    ];
    for (const person of people) await register(smallApp, 'polish120', person);
    const responses = await Promise.all(people.flatMap((person) => [1, 2, 3, 4].map(() => login(smallApp, 'polish120', person.phone, 'wrong', '192.0.2.9'))));
    // The address window takes exactly 6; a pair that met it full before its first attempt gets that one attempt.
    expect((await LoginAttemptModel.findOne({ key: 'address:192.0.2.9' }).lean())?.count).toBe(6);
    const checked = statuses(responses).filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(checked).toBeLessThanOrEqual(6 + people.length);
    expect(statuses(responses).filter((status) => status === 429)).toHaveLength(12 - checked);
  });

  it('does not count successful logins, nor wipe earlier failures with them', async () => {
    await register(smallApp, 'pilotsh', dave);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(smallApp, 'pilotsh', dave.phone, 'wrong', '203.0.113.50');
    for (let success = 0; success < 3; success += 1) {
      expect((await login(smallApp, 'pilotsh', carol.phone, carol.password, '203.0.113.50')).status).toBe(200);
    }
    expect((await login(smallApp, 'pilotsh', carol.phone, 'wrong', '203.0.113.50')).status).toBe(401);
    expect((await login(smallApp, 'pilotsh', carol.phone, carol.password, '203.0.113.50')).status).toBe(429);
  });

  it('does not spend an address slot on an attempt the account window refused', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(app, 'pilotsh', carol.phone, 'wrong', '203.0.113.60');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(app, 'pilotsh', carol.phone, 'wrong', '203.0.113.60')).status).toBe(429);
    }
    const address = await LoginAttemptModel.findOne({ key: 'address:203.0.113.60' }).lean();
    expect(address?.count).toBe(5);
  });
});
