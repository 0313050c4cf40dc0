import { beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { DEFAULT_REGISTRATION_LIMITS } from '../src/rate-limit/registration-limiter.js';
import { CHINESE, createTestAuthApp } from './support/test-auth-app.js';

useTestDatabase('auth_registration_limits');
const { app, clock } = createTestAuthApp({
  registrationLimits: { perAddress: { limit: 4, windowMs: 60 * 60_000 }, perPhone: { limit: 2, windowMs: 60 * 60_000 } },
});

beforeEach(async () => {
  await clearDatabase();
});

function registerFrom(address: string, phone: string, name: string) {
  return request(app).post('/api/pilotsh/players').set('X-Forwarded-For', address).send({ name, phone, password: 'secret123' });
}

describe('registration limits', () => {
  it('lets a venue behind one NAT address register a whole event: 300 an hour per address by default', () => {
    expect(DEFAULT_REGISTRATION_LIMITS.perAddress).toEqual({ limit: 300, windowMs: 60 * 60_000 });
  });

  it('caps registrations per address, and other addresses go on', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await registerFrom('203.0.113.5', `1360000000${index}`, `选手${index}`)).status).toBe(201);
    }
    const blocked = await registerFrom('203.0.113.5', '13600000009', '选手9');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(blocked.body.message).toMatch(/^注册太频繁，请 \d+ 秒后再试$/);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.body.retryAfter);
    expect((await registerFrom('203.0.113.6', '13600000009', '选手9')).status).toBe(201);
    clock.advance(60 * 60_000);
    expect((await registerFrom('203.0.113.5', '13600000008', '选手8')).status).toBe(201);
  });

  it('caps attempts per phone number from any address (probing which numbers are registered)', async () => {
    expect((await registerFrom('203.0.113.7', '13700000001', '甲')).status).toBe(201);
    expect((await registerFrom('203.0.113.8', '13700000001', '乙')).status).toBe(409);
    const probe = await registerFrom('203.0.113.9', '13700000001', '丙');
    expect(probe.status).toBe(429);
    expect(probe.body.message).toMatch(CHINESE);
  });

  it('does not count a request refused as invalid', async () => {
    for (let index = 0; index < 6; index += 1) {
      expect((await registerFrom('203.0.113.10', 'not-a-phone', '丁')).status).toBe(400);
    }
    expect((await registerFrom('203.0.113.10', '13700000002', '丁')).status).toBe(201);
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
