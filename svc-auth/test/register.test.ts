import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { RegisterResponse } from '@citygames/contracts/auth/register.schema';
import { GAMES } from '@citygames/service-kit/auth/auth-token';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AccountModel } from '../src/accounts/account.model.js';
import { createTestAuthApp, register } from './support/test-auth-app.js';

useTestDatabase('auth_register');
const { app } = createTestAuthApp();

beforeEach(async () => {
  await clearDatabase();
});

const alice = { name: '爱丽丝', phone: '13912345678', password: 'secret12' };

describe('registration', () => {
  it.each(GAMES)('%s answers 201 {id, message} and stores the account', async (game) => {
    const extra = game === 'fanhua' ? { joinTeam: false } : {};
    const response = await register(app, game, { ...alice, ...extra });
    expect(response.status).toBe(201);
    expect(RegisterResponse.parse(response.body)).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), message: '注册成功' });
    const stored = await AccountModel.findById(response.body.id).lean();
    expect(stored).toMatchObject({ game, phone: alice.phone, name: alice.name, role: 'user' });
  });

  it('accepts fanhua registration with and without the trailing slash', async () => {
    const response = await register(app, 'fanhua', { ...alice, joinTeam: false });
    expect(response.status).toBe(201);
    const again = await request(app).post('/api/fanhua/players').send({ name: '鲍勃', phone: '13912345679', password: 'secret12', joinTeam: false });
    expect(again.status).toBe(201);
  });

  it('stores only an argon2id hash and never answers with it', async () => {
    const response = await register(app, 'pilotsh', alice);
    const stored = await AccountModel.findById(response.body.id).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(stored?.passwordHash).not.toContain(alice.password);
    expect(JSON.stringify(stored)).not.toContain(alice.password);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash|secret12/);
  });

  it('salts every hash: the same password gives two different hashes', async () => {
    await register(app, 'pilotsh', alice);
    await register(app, 'pilotsh', { name: '鲍勃', phone: '13912345679', password: alice.password });
    const hashes = (await AccountModel.find({ game: 'pilotsh' }).lean()).map((doc) => doc.passwordHash);
    expect(new Set(hashes).size).toBe(2);
  });

  it('refuses a phone already registered in the same game with 409 PHONE_TAKEN', async () => {
    await register(app, 'pilotsh', alice);
    const response = await register(app, 'pilotsh', { ...alice, name: '另一个人' });
    expect(response.status).toBe(409);
    expect(ErrorResponse.parse(response.body)).toEqual({ success: false, error: 'PHONE_TAKEN', message: '该手机号已注册' });
    expect(await AccountModel.countDocuments({ game: 'pilotsh' })).toBe(1);
  });

  it('treats spaced, hyphenated, +86 and full-width forms as the same phone', async () => {
    await register(app, 'polish120', alice);
    for (const phone of ['139 1234 5678', '+86-13912345678', '１３９１２３４５６７８']) {
      const response = await register(app, 'polish120', { name: `玩家${phone.length}`, phone, password: 'secret12' });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe('PHONE_TAKEN');
    }
  });

  it('refuses a name already used in the same game, or one that looks like it (case, full-width, homoglyphs)', async () => {
    await register(app, 'fanhua', { name: 'Alice', phone: '13912345678', password: 'secret12' });
    // Latin A, Cyrillic А (U+0410), Cyrillic і (U+0456), the digit 1 for l: all drawn as "Alice".
    for (const [index, name] of ['Alice', 'alice', ' ALICE ', 'Ａｌｉｃｅ', '\u0410lice', 'Al\u0456ce', 'A1ice'].entries()) {
      const response = await register(app, 'fanhua', { name, phone: `1391234570${index}`, password: 'secret12' });
      expect(response.status).toBe(409);
      expect(ErrorResponse.parse(response.body)).toEqual({
        success: false,
        error: 'NAME_TAKEN',
        message: '该用户名已被使用，或与已有的用户名看起来一样，请换一个',
      });
    }
    expect(await AccountModel.countDocuments({ game: 'fanhua' })).toBe(1);
  });

  it('allows the same phone and name in another game', async () => {
    for (const game of GAMES) {
      const response = await register(app, game, alice);
      expect(response.status).toBe(201);
    }
    expect(await AccountModel.countDocuments({ phone: alice.phone })).toBe(3);
  });

  it('lets exactly one of two parallel registrations of one phone win', async () => {
    const responses = await Promise.all(['甲', '乙', '丙', '丁'].map((name) => register(app, 'pilotsh', { name, phone: alice.phone, password: 'secret12' })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await AccountModel.countDocuments({ game: 'pilotsh', phone: alice.phone })).toBe(1);
  });

  it('lets exactly one of two parallel registrations of one name win', async () => {
    const responses = await Promise.all(['13900000001', '13900000002'].map((phone) => register(app, 'fanhua', { name: '同名', phone, password: 'secret12' })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body.error).toBe('NAME_TAKEN');
    expect(await AccountModel.countDocuments({ game: 'fanhua' })).toBe(1);
  });

  it('answers an unknown game with a JSON 404', async () => {
    const response = await register(app, 'chess', alice);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, error: 'UNKNOWN_GAME', message: '没有这个游戏' });
    expect(await AccountModel.countDocuments({})).toBe(0);
  });
});
