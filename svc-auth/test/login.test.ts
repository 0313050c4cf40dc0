import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { FanhuaLoginResponse, PhoneLoginResponse } from '@citygames/contracts/auth/login.schema';
import { OwnAccountResponse } from '@citygames/contracts/auth/own-account.schema';
import { GAMES, verifyToken } from '@citygames/service-kit/auth/auth-token';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_login');
const { app, keys } = createTestAuthApp();

const bob = { name: '鲍勃', phone: '13712345678', password: 'correct-horse' };

beforeEach(async () => {
  await clearDatabase();
});

describe('login of pilotsh and polish120', () => {
  it.each(['pilotsh', 'polish120'] as const)('%s answers {message: "Login successful", token, user}', async (game) => {
    const { body: created } = await register(app, game, bob);
    const response = await login(app, game, bob.phone, bob.password);
    expect(response.status).toBe(200);
    expect(PhoneLoginResponse.parse(response.body)).toEqual({
      message: 'Login successful',
      token: expect.any(String),
      user: { id: created.id, name: bob.name, role: 'user' },
    });
  });

  it('accepts the phone in another written form', async () => {
    await register(app, 'pilotsh', bob);
    const response = await login(app, 'pilotsh', '+86 137-1234-5678', bob.password);
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown phone with the same 401', async () => {
    await register(app, 'pilotsh', bob);
    const wrong = await login(app, 'pilotsh', bob.phone, 'wrong-password');
    const unknown = await login(app, 'pilotsh', '13700000000', bob.password);
    const notAPhone = await login(app, 'pilotsh', 'bob', bob.password);
    const expected = { success: false, error: 'INVALID_CREDENTIALS', message: '手机号或密码错误' };
    for (const response of [wrong, unknown, notAPhone]) {
      expect(response.status).toBe(401);
      expect(ErrorResponse.parse(response.body)).toEqual(expected);
    }
  });

  it('does not let an account of one game log in to another', async () => {
    await register(app, 'pilotsh', bob);
    const response = await login(app, 'polish120', bob.phone, bob.password);
    expect(response.status).toBe(401);
  });
});

describe('login of fanhua', () => {
  it('answers {token, user: {id, name, role}} by phone and by username, with or without the trailing slash', async () => {
    const { body: created } = await register(app, 'fanhua', { ...bob, joinTeam: false });
    const byPhone = await login(app, 'fanhua', bob.phone, bob.password);
    const byName = await login(app, 'fanhua', bob.name, bob.password);
    const noSlash = await request(app).post('/api/fanhua/login').send({ name: bob.name, password: bob.password });
    for (const response of [byPhone, byName, noSlash]) {
      expect(response.status).toBe(200);
      expect(FanhuaLoginResponse.parse(response.body)).toEqual({ token: expect.any(String), user: { id: created.id, name: bob.name, role: 'user' } });
    }
  });

  it('finds a username regardless of case and full-width forms', async () => {
    await register(app, 'fanhua', { ...bob, name: 'Bob' });
    expect((await login(app, 'fanhua', 'bob', bob.password)).status).toBe(200);
    expect((await login(app, 'fanhua', ' ＢＯＢ ', bob.password)).status).toBe(200);
  });

  it('answers failures with error and a Chinese message naming both identifiers', async () => {
    await register(app, 'fanhua', bob);
    for (const identifier of [bob.name, bob.phone, '不存在的人']) {
      const response = await login(app, 'fanhua', identifier, 'wrong-password');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, error: 'INVALID_CREDENTIALS', message: '用户名/手机号或密码错误' });
    }
  });
});

describe('tokens', () => {
  it.each(GAMES)('a %s token is ES256, verifies with the public key for that game only, and lasts 12 hours', async (game) => {
    const { body: created } = await register(app, game, bob);
    const { body } = await login(app, game, bob.phone, bob.password);
    expect(verifyToken(body.token, keys.publicKey, game)).toEqual({ id: created.id, game, role: 'user', name: bob.name, issuedAtMs: expect.any(Number) });
    for (const other of GAMES.filter((candidate) => candidate !== game)) {
      expect(verifyToken(body.token, keys.publicKey, other)).toBeNull();
    }
    expect(verifyToken(body.token, createTestKeys().publicKey, game)).toBeNull();

    const { header, payload } = decodeJwt(body.token);
    expect(header.alg).toBe('ES256');
    expect(payload).toMatchObject({ iss: 'citygames-auth', aud: game, sub: created.id, role: 'user' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(12 * 60 * 60);
    expect(JSON.stringify(payload)).not.toContain(bob.password);
    // The phone number stays out of the token (it sits in the browser and travels with every request).
    expect(payload).not.toHaveProperty('phone');
    expect(JSON.stringify(payload)).not.toContain(bob.phone);
  });

  it.each(GAMES)('tells a %s service the phone of the token holder, and of nobody else', async (game) => {
    const { body: created } = await register(app, game, bob);
    const { body } = await login(app, game, bob.phone, bob.password);
    const own = await request(app).get(`/internal/${game}/me`).set('Authorization', `Bearer ${body.token}`);
    expect(own.status).toBe(200);
    expect(OwnAccountResponse.parse(own.body)).toEqual({ id: created.id, name: bob.name, role: 'user', phone: bob.phone });
    const other = GAMES.find((candidate) => candidate !== game)!;
    expect((await request(app).get(`/internal/${other}/me`).set('Authorization', `Bearer ${body.token}`)).status).toBe(401);
    expect((await request(app).get(`/internal/${game}/me`)).status).toBe(401);
    const forged = tokenFor(game, createTestKeys().privateKey, { id: created.id, phone: bob.phone });
    expect((await request(app).get(`/internal/${game}/me`).set('Authorization', `Bearer ${forged}`)).status).toBe(401);
  });

  it('never contains the password hash in any answer', async () => {
    const registered = await register(app, 'pilotsh', bob);
    const loggedIn = await login(app, 'pilotsh', bob.phone, bob.password);
    const { payload } = decodeJwt(loggedIn.body.token);
    for (const text of [JSON.stringify(registered.body), JSON.stringify(loggedIn.body), JSON.stringify(payload)]) {
      expect(text).not.toMatch(/argon2|passwordHash/);
    }
  });
});

describe('routing', () => {
  it('answers an unknown game with a JSON 404 and unknown paths with the JSON 404', async () => {
    const game = await request(app).post('/api/chess/login').send({ phone: bob.phone, password: bob.password });
    expect(game.status).toBe(404);
    expect(ErrorResponse.parse(game.body)).toEqual({ success: false, error: 'UNKNOWN_GAME', message: '没有这个游戏' });
    const path = await request(app).get('/api/pilotsh/somewhere');
    expect(path.status).toBe(404);
    expect(path.body.message).toBe('接口不存在');
  });

  it('answers health on /health and /api/auth/health', async () => {
    for (const path of ['/health', '/api/auth/health']) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok', service: 'svc-auth', database: 'up' });
    }
  });
});

/** The readable parts of a JWT, without verifying it. */
function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  const part = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), payload: part(payload) };
}
