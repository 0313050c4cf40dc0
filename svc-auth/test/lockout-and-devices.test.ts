import { beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_lockout_devices');
const { app } = createTestAuthApp({
  rateLimits: {
    perAccountAddress: { limit: 5, windowMs: 10 * 60_000 },
    perAccount: { limit: 12, windowMs: 60 * 60_000 },
    perAddress: { limit: 30, windowMs: 10 * 60_000 },
    perAddressUnknown: { limit: 30, windowMs: 60_000 },
  },
});

const owner = { name: '店主', phone: '13712345678', password: 'owner-secret' };

beforeEach(async () => {
  await clearDatabase();
  await register(app, 'fanhua', owner);
});

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const cookie = setCookies(response).find((line) => line.startsWith('citygames_device='));
  expect(cookie, 'device cookie').toBeDefined();
  return cookie!.split(';')[0]!;
}

function loginWithCookie(identifier: string, password: string, address: string, cookie: string) {
  return request(app).post('/api/fanhua/login/').set('X-Forwarded-For', address).set('Cookie', cookie).send({ name: identifier, password });
}

describe('lockout keyed on (account, address)', () => {
  it("a stranger's five wrong guesses lock only the stranger's address out of that account", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(app, 'fanhua', owner.name, 'guess', '198.51.100.66')).status).toBe(401);
    }
    expect((await login(app, 'fanhua', owner.name, 'guess', '198.51.100.66')).status).toBe(429);
    expect((await login(app, 'fanhua', owner.name, owner.password, '203.0.113.10')).status).toBe(200);
  });

  it('guessing spread over many addresses meets the account ceiling; the owner still gets in from a device that logged in before', async () => {
    const first = await login(app, 'fanhua', owner.phone, owner.password, '203.0.113.10');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(String(setCookies(first)[0])).toMatch(/HttpOnly; SameSite=Strict/i);

    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(app, 'fanhua', owner.name, 'guess', `198.51.100.${attempt + 1}`)).status).toBe(401);
    }
    // A new address, even with the right password, meets the full account window.
    const newDevice = await login(app, 'fanhua', owner.name, owner.password, '192.0.2.77');
    expect(newDevice.status).toBe(429);
    expect(newDevice.body.message).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
    // The owner's phone, which logged in before, is let through with the right password...
    expect((await loginWithCookie(owner.name, owner.password, '192.0.2.77', cookie)).status).toBe(200);
    // ...and the success cleared the account's windows for everyone.
    expect((await login(app, 'fanhua', owner.name, owner.password, '192.0.2.78')).status).toBe(200);
  });

  it('a device cookie of another account, or a made-up one, is no pass', async () => {
    await register(app, 'fanhua', { name: '路人', phone: '13712345679', password: 'other-secret' });
    const other = await login(app, 'fanhua', '路人', 'other-secret', '203.0.113.20');
    const otherCookie = deviceCookie(other);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await login(app, 'fanhua', owner.name, 'guess', `198.51.100.${attempt + 1}`);
    }
    expect((await loginWithCookie(owner.name, owner.password, '203.0.113.20', otherCookie)).status).toBe(429);
    expect((await loginWithCookie(owner.name, owner.password, '203.0.113.20', `citygames_device=${'A'.repeat(43)}`)).status).toBe(429);
  });
});
