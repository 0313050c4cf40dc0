import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { IsAdminResponse } from '@citygames/contracts/auth/is-admin.schema';
import { GAMES } from '@citygames/service-kit/auth/auth-token';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { setAccountRole } from '../src/accounts/account.repository.js';
import { createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_is_admin');
const { app, keys } = createTestAuthApp();

beforeEach(async () => {
  await clearDatabase();
});

function isAdmin(game: string, token?: string) {
  const call = request(app).get(`/api/${game}/players/is_admin`);
  if (token) call.set('Authorization', `Bearer ${token}`);
  return call;
}

describe('GET /api/<game>/players/is_admin', () => {
  it.each(GAMES)('%s: false for a player, true after the organiser makes the account admin and it logs in again', async (game) => {
    const dave = { name: '大卫', phone: '13512345678', password: 'secret12' };
    await register(app, game, dave);
    const asPlayer = (await login(app, game, dave.phone, dave.password)).body.token as string;
    expect(IsAdminResponse.parse((await isAdmin(game, asPlayer)).body)).toEqual({ is_admin: false });

    await setAccountRole(game, dave.phone, 'admin');
    const asAdmin = (await login(app, game, dave.phone, dave.password)).body as { token: string; user: { role: string } };
    expect(asAdmin.user.role).toBe('admin');
    const response = await isAdmin(game, asAdmin.token);
    expect(response.status).toBe(200);
    expect(IsAdminResponse.parse(response.body)).toEqual({ is_admin: true });
  });

  it('answers 401 JSON without a token, with a malformed one, or with a token of another key', async () => {
    const foreign = tokenFor('pilotsh', createTestKeys().privateKey, { phone: '13512345678', role: 'admin' });
    for (const token of [undefined, 'not-a-token', foreign]) {
      const response = await isAdmin('pilotsh', token);
      expect(response.status).toBe(401);
      expect(ErrorResponse.parse(response.body)).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      expect(response.body.message).toMatch(/登录/);
    }
  });

  it("answers 401 to another game's token, even an admin's", async () => {
    const fanhuaAdmin = tokenFor('fanhua', keys.privateKey, { phone: '13512345678', role: 'admin' });
    expect((await isAdmin('fanhua', fanhuaAdmin)).body).toEqual({ is_admin: true });
    expect((await isAdmin('pilotsh', fanhuaAdmin)).status).toBe(401);
    expect((await isAdmin('polish120', fanhuaAdmin)).status).toBe(401);
  });

  it('answers an unknown game with a JSON 404', async () => {
    const response = await isAdmin('chess', tokenFor('pilotsh', keys.privateKey, { phone: '13512345678' }));
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('UNKNOWN_GAME');
  });
});
