import { beforeEach, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import request from 'supertest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { DEFAULT_REGISTRATION_LIMITS } from '../src/rate-limit/registration-limiter.js';
import { CHINESE, createTestAuthApp } from './support/test-auth-app.js';

useTestDatabase('auth_registration_limits');
const { app, clock } = createTestAuthApp({
  registrationLimits: {
    perAddress: { limit: 4, windowMs: 10_000 },
    perDevice: { limit: 2, windowMs: 10 * 60_000 },
    perPhone: { limit: 2, windowMs: 60 * 60_000 },
  },
});

beforeEach(async () => {
  await clearDatabase();
});

function registerFrom(address: string, phone: string, name: string, cookie?: string, target: Express = app) {
  const call = request(target).post('/api/pilotsh/players').set('X-Forwarded-For', address);
  if (cookie) call.set('Cookie', cookie);
  return call.send({ name, phone, password: 'secret123' });
}

function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const lines = ([] as unknown[]).concat(response.headers['set-cookie'] ?? []).map(String);
  const cookie = lines.find((line) => line.startsWith('citygames_device='));
  expect(cookie, 'device cookie').toBeDefined();
  return cookie!.split(';')[0]!;
}

describe('registration limits', () => {
  it('by default: 60 per 10 s per address (a crowd registers at once, nobody waits longer than 10 s), 6 per 10 minutes per known browser', () => {
    expect(DEFAULT_REGISTRATION_LIMITS.perAddress).toEqual({ limit: 60, windowMs: 10_000 });
    expect(DEFAULT_REGISTRATION_LIMITS.perDevice).toEqual({ limit: 6, windowMs: 10 * 60_000 });
  });

  it('caps registrations per address for a few seconds only, and other addresses go on', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await registerFrom('203.0.113.5', `1360000000${index}`, `选手${index}`)).status).toBe(201);
    }
    const blocked = await registerFrom('203.0.113.5', '13600000009', '选手9');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(blocked.body.message).toMatch(/^注册太频繁，请 \d+ 秒后再试$/);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.body.retryAfter);
    expect(blocked.body.retryAfter).toBeLessThanOrEqual(10);
    expect((await registerFrom('203.0.113.6', '13600000009', '选手9')).status).toBe(201);
    clock.advance(blocked.body.retryAfter * 1000);
    expect((await registerFrom('203.0.113.5', '13600000008', '选手8')).status).toBe(201);
  });

  it('300 registrations from one address in 35 s keep an honest phone there waiting 10 s at most (default limits)', async () => {
    const { app: venueApp, clock: venueClock } = createTestAuthApp();
    const VENUE = '203.0.113.77';
    const answers: number[] = [];
    for (let index = 0; index < 300; index += 1) {
      answers.push((await registerFrom(VENUE, `1350${String(index).padStart(7, '0')}`, `脚本${index}`, undefined, venueApp)).status);
      venueClock.advance(35_000 / 300);
    }
    // The window refused most of the script (60 per 10 s)...
    expect(answers.filter((status) => status === 201).length).toBeLessThanOrEqual(60 * 4);
    // ...and the honest phone, refused right after it, is told to wait at most 10 s and then gets in.
    const refused = await registerFrom(VENUE, '13912345678', '诚实的玩家', undefined, venueApp);
    const wait = refused.status === 429 ? (refused.body.retryAfter as number) : 0;
    expect(wait).toBeLessThanOrEqual(10);
    venueClock.advance(wait * 1000);
    if (refused.status === 429) expect((await registerFrom(VENUE, '13912345678', '诚实的玩家', undefined, venueApp)).status).toBe(201);
    else expect(refused.status).toBe(201);
  }, 120_000);

  it('a browser that registered before is counted for itself, not for its address', async () => {
    const first = await registerFrom('203.0.113.30', '13700000010', '老玩家');
    expect(first.status).toBe(201);
    const cookie = deviceCookie(first);
    expect(String(first.headers['set-cookie'])).toContain('Path=/api/pilotsh/players');
    expect(String(first.headers['set-cookie'])).toContain('Path=/api/pilotsh/login');
    for (let index = 0; index < 4; index += 1) await registerFrom('203.0.113.30', `1370000002${index}`, `脚本${index}`);
    expect((await registerFrom('203.0.113.30', '13700000029', '新手机')).status).toBe(429);
    // The address window is full, the known browser registers a second account all the same...
    expect((await registerFrom('203.0.113.30', '13700000011', '老玩家二', cookie)).status).toBe(201);
    // ...and its own window (2 here) is its limit, from any address.
    expect((await registerFrom('198.51.100.30', '13700000012', '老玩家三', cookie)).status).toBe(201);
    expect((await registerFrom('198.51.100.30', '13700000014', '老玩家四', cookie)).status).toBe(429);
    // A made-up cookie is a new browser: the address's window.
    expect((await registerFrom('203.0.113.30', '13700000013', '路人', `citygames_device=${'A'.repeat(43)}`)).status).toBe(429);
  });

  it('a registration that creates no account (phone or name taken) costs the address nothing', async () => {
    expect((await registerFrom('203.0.113.40', '13700000040', '甲')).status).toBe(201);
    for (let index = 0; index < 6; index += 1) {
      expect((await registerFrom('203.0.113.41', `1370000005${index}`, '甲')).status).toBe(409);
    }
    for (let index = 0; index < 4; index += 1) {
      expect((await registerFrom('203.0.113.41', `1370000006${index}`, `乙${index}`)).status).toBe(201);
    }
  });

  it('caps attempts per phone number from any address (probing which numbers are registered)', async () => {
    expect((await registerFrom('203.0.113.7', '13700000001', '甲')).status).toBe(201);
    expect((await registerFrom('203.0.113.8', '13700000001', '乙')).status).toBe(409);
    const probe = await registerFrom('203.0.113.9', '13700000001', '丙');
    expect(probe.status).toBe(429);
    expect(probe.body.message).toMatch(CHINESE);
  });

  it('does not count a request refused as invalid: 320 malformed registrations from an address cost it nothing', async () => {
    for (let index = 0; index < 320; index += 1) {
      expect((await registerFrom('203.0.113.10', 'not-a-phone', '丁')).status).toBe(400);
    }
    for (let index = 0; index < 4; index += 1) {
      expect((await registerFrom('203.0.113.10', `1370000000${index + 2}`, `丁${index}`)).status).toBe(201);
    }
  });
});

describe('display names', () => {
  it.each([
    ['only zero-width characters', '\u200B\u200C\u200D\u2060', /看不见的字符/],
    ['a NUL', '玩家\u0000', /控制字符/],
    ['a zero-width space after visible text', '玩家\u200B', /看不见的字符/],
    ['a zero-width non-joiner inside', '玩\u200C家', /看不见的字符/],
    ['only a byte-order mark and spaces (trimmed away: an empty name)', '\uFEFF \u3000', /请填写用户名/],
    ['zero-width characters between spaces', ' \u200B \u200B ', /看不见的字符/],
    ['a right-to-left override', '管理\u202E员', /改变文字方向/],
    ['a bidi isolate', '\u2067队长\u2069', /改变文字方向/],
    ['an unpaired high surrogate', 'ab\uD83D', /无效的字符/],
    ['an unpaired low surrogate', '\uDE00ab', /无效的字符/],
  ])('refuses a name with %s', async (_what, name, message) => {
    const answer = await registerFrom('203.0.113.20', '13800001111', name);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('VALIDATION_FAILED');
    expect(answer.body.message).toMatch(message);
  });

  it('accepts names with emoji (paired surrogates) and a zero-width joiner inside visible text', async () => {
    expect((await registerFrom('203.0.113.21', '13800001112', '小明😀')).status).toBe(201);
    expect((await registerFrom('203.0.113.21', '13800001113', '👨\u200D👩')).status).toBe(201);
  });
});
