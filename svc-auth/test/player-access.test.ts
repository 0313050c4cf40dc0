import express, { Router } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { PlayerAccessResponse, SuspendedPlayersResponse } from '@citygames/contracts/organizer/player-access.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import type { Game } from '@citygames/service-kit/auth/auth-token';
import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import { gameOpenGate, routesWithOrganizer } from '@citygames/service-kit/auth/game-open-gate';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { PlayerAccessModel } from '../src/accounts/player-access.model.js';
import { seedDemoOrganizer } from '../src/organizer/demo-organizer-seed.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { CHINESE, createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_player_access');
const { app, keys, clock } = createTestAuthApp();
const hasher = createPasswordHasher(TEST_HASH_COST);
const GAMES: Game[] = ['pilotsh', 'polish120', 'fanhua'];
const PLAYER = { name: '小明', phone: '13812340001', password: 'secret-123' };
let organizer = '';

/** A game service's player side as each of the three mounts it: the shared gate in front of a player route (no recheck delay). */
const gameService = (game: Game) =>
  express().use(
    routesWithOrganizer(
      Router(),
      gameOpenGate({ game, publicKey: keys.publicKey, now: () => clock.now(), cacheMs: 0 }),
      Router().get(`/api/${game}/team/status`, (_req, res) => void res.json({ ok: true })),
    ),
  );
const services = Object.fromEntries(GAMES.map((game) => [game, gameService(game)])) as Record<Game, express.Express>;
const play = (game: Game, token: string) => request(services[game]).get(`/api/${game}/team/status`).set('Authorization', `Bearer ${token}`);

async function signIn(game: Game): Promise<string> {
  const answer = await login(app, game, game === 'fanhua' ? PLAYER.name : PLAYER.phone, PLAYER.password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { token: string }).token;
}
const asOrganizer = (method: 'post' | 'put' | 'get', path: string, token = organizer) =>
  request(app)[method](`/api/organizer/games${path}`).set('Authorization', `Bearer ${token}`);
const signOut = (game: Game, phone = PLAYER.phone) => asOrganizer('post', `/${game}/players/${phone}/sign-out`);
const suspend = (game: Game, suspended: boolean) => asOrganizer('put', `/${game}/players/${PLAYER.phone}/suspension`).send({ suspended });

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await PlayerAccessModel.deleteMany({});
  await seedDemoOrganizer(hasher, clock.now());
  const signedIn = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password });
  organizer = OrganizerLoginResponse.parse(signedIn.body).token;
  for (const game of GAMES) expect((await register(app, game, { ...PLAYER, confirmPassword: PLAYER.password })).status).toBeLessThan(300);
});
afterEach(() => vi.restoreAllMocks());

describe("signing a player's phones out", () => {
  it.each(GAMES)('%s: every token of the player stops with a Chinese 401 SIGNED_OUT, a new login plays again, the other games are untouched', async (game) => {
    const phoneA = await signIn(game);
    const phoneB = await signIn(game);
    const other = GAMES.find((candidate) => candidate !== game)!;
    const elsewhere = await signIn(other);
    expect((await play(game, phoneA)).status).toBe(200);

    const answer = await signOut(game);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(PlayerAccessResponse.parse(answer.body)).toMatchObject({ player: { name: PLAYER.name, phone: PLAYER.phone }, suspended: false, changed: true });
    for (const token of [phoneA, phoneB]) {
      const refused = await play(game, token);
      expect(refused.status).toBe(401);
      expect(ErrorResponse.parse(refused.body)).toMatchObject({ error: 'SIGNED_OUT', message: '你的手机已被组织者退出登录，请重新登录' });
    }
    expect((await play(other, elsewhere)).status).toBe(200);
    expect((await play(game, await signIn(game))).status).toBe(200);

    const actions = await OrganizerAction.find({ action: 'player.sign-out' }).lean();
    expect(actions.map((action) => [action.scope, action.player, action.organizerName])).toEqual([[game, PLAYER.name, DEMO_ORGANIZER.name]]);
    expect(await ActivityEvent.countDocuments({ kind: 'organizer', player: PLAYER.name })).toBe(1);
  });

  it('leaves nothing behind when its audit entry cannot be written', async () => {
    const token = await signIn('pilotsh');
    vi.spyOn(OrganizerAction, 'create').mockRejectedValue(new Error('database busy'));
    expect((await signOut('pilotsh')).status).toBe(500);
    vi.restoreAllMocks();
    expect((await play('pilotsh', token)).status).toBe(200);
    expect(await PlayerAccessModel.countDocuments({})).toBe(0);
    expect(await ActivityEvent.countDocuments({ kind: 'organizer' })).toBe(0);
  });
});

describe('suspending and reinstating a player', () => {
  it('refuses the old tokens and the login while suspended, lets both in once reinstated; a repeat records nothing', async () => {
    const token = await signIn('polish120');
    expect(PlayerAccessResponse.parse((await suspend('polish120', true)).body)).toMatchObject({ suspended: true, changed: true });
    expect(PlayerAccessResponse.parse((await suspend('polish120', true)).body)).toMatchObject({ suspended: true, changed: false });
    const refused = await play('polish120', token);
    expect([refused.status, ErrorResponse.parse(refused.body).error]).toEqual([401, 'PLAYER_SUSPENDED']);
    const loginRefused = await login(app, 'polish120', PLAYER.phone, PLAYER.password);
    expect(loginRefused.status).toBe(403);
    expect(ErrorResponse.parse(loginRefused.body)).toMatchObject({ error: 'PLAYER_SUSPENDED', message: expect.stringMatching(CHINESE) });
    expect(SuspendedPlayersResponse.parse((await asOrganizer('get', '/polish120/suspended-players')).body).players).toEqual([
      { phone: PLAYER.phone, name: PLAYER.name },
    ]);
    expect((await play('pilotsh', await signIn('pilotsh'))).status).toBe(200);

    expect(PlayerAccessResponse.parse((await suspend('polish120', false)).body)).toMatchObject({ suspended: false, changed: true });
    expect((await play('polish120', token)).status).toBe(200);
    expect((await play('polish120', await signIn('polish120'))).status).toBe(200);
    const actions = await OrganizerAction.find({ scope: 'polish120' }).sort({ _id: 1 }).lean();
    expect(actions.map((action) => action.action)).toEqual(['player.suspend', 'player.reinstate']);
  });
});

describe('who may and what is refused', () => {
  it('is for organisers only, answers bad input 400 and an unknown player 404, in Chinese', async () => {
    const player = tokenFor('pilotsh', keys.privateKey, { phone: PLAYER.phone });
    const gameAdmin = tokenFor('fanhua', keys.privateKey, { phone: '13800000000', role: 'admin' });
    expect((await request(app).post(`/api/organizer/games/pilotsh/players/${PLAYER.phone}/sign-out`)).status).toBe(401);
    expect((await asOrganizer('post', `/pilotsh/players/${PLAYER.phone}/sign-out`, player)).status).toBe(403);
    expect((await asOrganizer('post', `/pilotsh/players/${PLAYER.phone}/sign-out`, gameAdmin)).status).toBe(403);
    const refusals: [request.Response, number, string][] = [
      [await signOut('pilotsh', '123'), 400, 'VALIDATION_FAILED'],
      [await asOrganizer('put', `/pilotsh/players/${PLAYER.phone}/suspension`).send({ suspended: 'yes' }), 400, 'VALIDATION_FAILED'],
      [await signOut('pilotsh', '13999999999'), 404, 'PLAYER_NOT_FOUND'],
      [await asOrganizer('post', `/nogame/players/${PLAYER.phone}/sign-out`), 404, 'UNKNOWN_GAME'],
    ];
    for (const [answer, status, error] of refusals) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(ErrorResponse.parse(answer.body)).toMatchObject({ error, message: expect.stringMatching(CHINESE) });
    }
    expect(await OrganizerAction.countDocuments({})).toBe(0);
  });
});
