import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizerLoginResponse, OrganizerLogoutResponse, OrganizerMeResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { GameOfflineResponse, GameOpenResponse, GameStatesResponse, PlayerCountsResponse } from '@citygames/contracts/organizer/game-state.schema';
import { verifyOrganizerToken } from '@citygames/service-kit/auth/organizer-token';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import { seedDemoOrganizer } from '../src/organizer/demo-organizer-seed.js';
import { removeOrganizer, upsertOrganizer } from '../src/organizer/organizer-account.repository.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_organizer');
const { app, keys, clock } = createTestAuthApp();
const hasher = createPasswordHasher(TEST_HASH_COST);
const CHINESE = /[\u4e00-\u9fff]/;

async function organizerToken(): Promise<string> {
  const response = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password });
  expect(response.status).toBe(200);
  return OrganizerLoginResponse.parse(response.body).token;
}

beforeEach(async () => {
  await clearDatabase();
  await seedDemoOrganizer(hasher, clock.now());
});

describe('organiser login', () => {
  it('signs an organiser token (audience organizer) that no game accepts', async () => {
    const token = await organizerToken();
    const organizer = verifyOrganizerToken(token, keys.publicKey)?.organizer;
    expect(organizer).toMatchObject({ name: DEMO_ORGANIZER.name });
    const me = await request(app).get('/api/organizer/me').set('Authorization', `Bearer ${token}`);
    expect(OrganizerMeResponse.parse(me.body)).toEqual({ organizer });
    const asPlayer = await request(app).get('/api/pilotsh/players/is_admin').set('Authorization', `Bearer ${token}`);
    expect(asPlayer.status).toBe(401);
    ErrorResponse.parse(asPlayer.body);
  });

  it('refuses a wrong password with the same Chinese 401 as an unknown phone', async () => {
    const wrong = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: 'nope-nope' });
    const unknown = await request(app).post('/api/organizer/login').send({ phone: '13911112222', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(ErrorResponse.parse(wrong.body)).toMatchObject({ error: 'INVALID_CREDENTIALS', message: expect.stringMatching(CHINESE) });
  });
});

describe('ending an organiser token on the server', () => {
  const me = (token: string) => request(app).get('/api/organizer/me').set('Authorization', `Bearer ${token}`);

  it("signing out ends that token at once, while the organiser's other sign-in keeps working", async () => {
    const [laptop, phone] = [await organizerToken(), await organizerToken()];
    const out = await request(app).post('/api/organizer/logout').set('Authorization', `Bearer ${laptop}`);
    expect(out.status).toBe(200);
    expect(OrganizerLogoutResponse.parse(out.body)).toEqual({ ok: true });
    const refused = await me(laptop);
    expect(refused.status).toBe(401);
    expect(ErrorResponse.parse(refused.body).message).toMatch(CHINESE);
    const close = await request(app).put('/api/organizer/games/polish120/state').set('Authorization', `Bearer ${laptop}`).send({ open: false });
    expect(close.status).toBe(401);
    expect(GameStatesResponse.parse((await request(app).get('/api/organizer/games/state')).body).games.polish120).toBe(true);
    expect((await me(phone)).status).toBe(200);
  });

  it('removing the organiser ends every token of the account at once, and so does a new password', async () => {
    const token = await organizerToken();
    expect(await removeOrganizer(DEMO_ORGANIZER.phone)).toBe(true);
    expect((await me(token)).status).toBe(401);
    await seedDemoOrganizer(hasher, clock.now());
    const again = await organizerToken();
    expect((await me(again)).status).toBe(200);
    await upsertOrganizer({ phone: DEMO_ORGANIZER.phone, name: DEMO_ORGANIZER.name, passwordHash: await hasher.hash('another-pass-1') }, clock.now());
    expect((await me(again)).status).toBe(401);
  });
});

describe('who may call the platform organiser routes', () => {
  const calls: [method: 'get' | 'put' | 'post', path: string][] = [
    ['get', '/api/organizer/me'],
    ['post', '/api/organizer/logout'],
    ['put', '/api/organizer/games/polish120/state'],
    ['get', '/api/organizer/players/counts'],
    ['get', '/api/organizer/actions'],
    ['get', '/api/organizer/actions.csv'],
    ['get', '/api/organizer/activity'],
  ];
  it.each(calls)('%s %s: 401 without a token, 403 for a player and for a game admin', async (method, path) => {
    expect((await request(app)[method](path).send({ open: false })).status).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const token = tokenFor('polish120', keys.privateKey, { phone: '13800000001', role });
      const refused = await request(app)[method](path).set('Authorization', `Bearer ${token}`).send({ open: false });
      expect(refused.status).toBe(403);
      expect(ErrorResponse.parse(refused.body)).toMatchObject({ error: 'ORGANIZER_ONLY', message: expect.stringMatching(CHINESE) });
    }
  });
});

describe('opening and closing a game', () => {
  it('closes polish120 for login and registration, records who did it, and reopens it', async () => {
    const token = await organizerToken();
    const player = { name: '小王', phone: '13712345678', password: 'secret-1' };
    expect((await register(app, 'polish120', player)).status).toBe(201);

    const closed = await request(app).put('/api/organizer/games/polish120/state').set('Authorization', `Bearer ${token}`).send({ open: false });
    expect(GameOpenResponse.parse(closed.body)).toEqual({ game: 'polish120', open: false });
    expect(GameStatesResponse.parse((await request(app).get('/api/organizer/games/state')).body).games).toEqual({
      pilotsh: true,
      polish120: false,
      fanhua: true,
    });
    const refusedLogin = await login(app, 'polish120', player.phone, player.password);
    expect(refusedLogin.status).toBe(503);
    expect(GameOfflineResponse.parse(refusedLogin.body)).toMatchObject({ error: 'GAME_OFFLINE' });
    expect((await register(app, 'polish120', { ...player, phone: '13712345679', name: '小李' })).status).toBe(503);
    expect((await login(app, 'pilotsh', player.phone, player.password)).status).toBe(401); // other games untouched

    const bad = await request(app).put('/api/organizer/games/polish120/state').set('Authorization', `Bearer ${token}`).send({ open: 'no' });
    expect(bad.status).toBe(400);
    expect(ErrorResponse.parse(bad.body).message).toMatch(CHINESE);
    const unknownGame = await request(app).put('/api/organizer/games/chess/state').set('Authorization', `Bearer ${token}`).send({ open: true });
    expect(unknownGame.status).toBe(404);
    ErrorResponse.parse(unknownGame.body);

    clock.advance(1000);
    const reopened = await request(app).put('/api/organizer/games/polish120/state').set('Authorization', `Bearer ${token}`).send({ open: true });
    expect(GameOpenResponse.parse(reopened.body)).toEqual({ game: 'polish120', open: true });
    expect((await login(app, 'polish120', player.phone, player.password)).status).toBe(200);
    const actions = await request(app).get('/api/organizer/actions').set('Authorization', `Bearer ${token}`);
    expect(OrganizerActionsResponse.parse(actions.body).actions.map((action) => [action.action, action.organizer])).toEqual([
      ['game.open', DEMO_ORGANIZER.name],
      ['game.close', DEMO_ORGANIZER.name],
    ]);
    const counts = await request(app).get('/api/organizer/players/counts').set('Authorization', `Bearer ${token}`);
    expect(PlayerCountsResponse.parse(counts.body).players).toEqual({ pilotsh: 0, polish120: 1, fanhua: 0 });
  });
});

describe('the platform audit log records only what changed', () => {
  it('records no entry for re-opening an open game or closing a closed one, one entry for ten organisers closing at once', async () => {
    const token = await organizerToken();
    const put = (open: boolean) => request(app).put('/api/organizer/games/fanhua/state').set('Authorization', `Bearer ${token}`).send({ open });
    const actions = async () =>
      OrganizerActionsResponse.parse((await request(app).get('/api/organizer/actions').set('Authorization', `Bearer ${token}`)).body).actions;
    expect((await put(true)).status).toBe(200);
    expect(await actions()).toEqual([]);
    const closing = await Promise.all(Array.from({ length: 10 }, () => put(false)));
    expect(closing.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await put(false)).status).toBe(200);
    expect((await actions()).map((action) => action.action)).toEqual(['game.close']);
    expect(GameStatesResponse.parse((await request(app).get('/api/organizer/games/state')).body).games.fanhua).toBe(false);

    const feed = ActivityFeedResponse.parse((await request(app).get('/api/organizer/activity').set('Authorization', `Bearer ${token}`)).body);
    expect(feed.events).toEqual([expect.objectContaining({ game: 'fanhua', kind: 'organizer', summary: `${DEMO_ORGANIZER.name}：关闭了「繁华废土」` })]);
    const csv = await request(app).get('/api/organizer/actions.csv').set('Authorization', `Bearer ${token}`);
    expect(csv.headers['content-disposition']).toContain('actions.csv');
    expect(csv.text.replace('\uFEFF', '').trimEnd().split('\r\n')).toEqual([
      '时间,组织者,范围,操作,说明,队伍,玩家',
      expect.stringMatching(new RegExp(`,${DEMO_ORGANIZER.name},fanhua,game.close,关闭了「繁华废土」,,$`)),
    ]);
  });
});
