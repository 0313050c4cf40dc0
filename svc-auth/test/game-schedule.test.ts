import express, { Router } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrganizerLoginResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { GameSchedulesResponse } from '@citygames/contracts/organizer/game-schedule.schema';
import { GameOfflineResponse, GameStatesResponse } from '@citygames/contracts/organizer/game-state.schema';
import { chinaDateTime } from '@citygames/contracts/organizer/game-schedule.rules';
import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import { gameOpenGate, routesWithOrganizer } from '@citygames/service-kit/auth/game-open-gate';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { seedDemoOrganizer } from '../src/organizer/demo-organizer-seed.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { CHINESE, createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_game_schedule');
const { app, keys, clock } = createTestAuthApp();
const hasher = createPasswordHasher(TEST_HASH_COST);
let organizer = '';
const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const pilotsh = express().use(
  routesWithOrganizer(
    Router(),
    gameOpenGate({ game: 'pilotsh', publicKey: keys.publicKey, now: () => clock.now(), cacheMs: 0 }),
    Router().get('/api/pilotsh/team/status', (_req, res) => void res.json({ ok: true })),
  ),
);
const play = () =>
  request(pilotsh)
    .get('/api/pilotsh/team/status')
    .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: '13812340001' })}`);
const schedule = (body: object, token = organizer) =>
  request(app).put('/api/organizer/games/pilotsh/schedule').set('Authorization', `Bearer ${token}`).send(body);
const openStates = async () => GameStatesResponse.parse((await request(app).get('/api/organizer/games/state')).body).games;

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await seedDemoOrganizer(hasher, clock.now());
  const signedIn = await request(app).post('/api/organizer/login').send({ phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password });
  organizer = OrganizerLoginResponse.parse(signedIn.body).token;
});

describe("a game's timetable", () => {
  it('keeps the game closed before it opens and after it closes, for the landing page, the login and every player call; audited once', async () => {
    expect((await register(app, 'pilotsh', { name: '小明', phone: '13812340001', password: 'secret-123' })).status).toBeLessThan(300);
    const later = { opensAt: at(HOUR), closesAt: at(3 * HOUR), freezeAt: at(2 * HOUR) };
    const set = await schedule(later);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(GameSchedulesResponse.parse(set.body).schedules.pilotsh).toEqual(later);
    expect((await schedule(later)).status).toBe(200);
    expect(await OrganizerAction.countDocuments({ action: 'game.schedule' })).toBe(1);
    expect((await OrganizerAction.findOne({ action: 'game.schedule' }).lean())!.summary).toMatch(/^设定「领航上海」的时间：开放 .+，关闭 .+，封榜 .+$/);

    expect((await openStates()).pilotsh).toBe(false);
    expect((await openStates()).fanhua).toBe(true);
    // Closed until a time still to come: everyone who asks is told when it opens, in Beijing time.
    const opening = { pilotsh: later.opensAt, polish120: null, fanhua: null };
    expect(GameStatesResponse.parse((await request(app).get('/api/organizer/games/state')).body).opensAt).toEqual(opening);
    const opensAtText = `将于 ${chinaDateTime(new Date(later.opensAt))}`;
    for (const refused of [await play(), await login(app, 'pilotsh', '13812340001', 'secret-123')]) {
      expect(refused.status).toBe(503);
      const offline = GameOfflineResponse.parse(refused.body);
      expect(offline.opensAt).toBe(later.opensAt);
      expect(offline.message).toContain(opensAtText);
    }

    expect((await schedule({ opensAt: at(-HOUR), closesAt: at(HOUR), freezeAt: null })).status).toBe(200);
    expect((await openStates()).pilotsh).toBe(true);
    expect((await play()).status).toBe(200);
    expect((await login(app, 'pilotsh', '13812340001', 'secret-123')).status).toBe(200);

    expect((await schedule({ opensAt: at(-2 * HOUR), closesAt: at(-HOUR), freezeAt: null })).status).toBe(200);
    // Closed for good: no opening to promise.
    const closed = await play();
    expect(closed.status).toBe(503);
    expect(GameOfflineResponse.parse(closed.body)).toMatchObject({ opensAt: null, message: '该游戏暂未开放，请稍后再试' });
    expect(GameStatesResponse.parse((await request(app).get('/api/organizer/games/state')).body).opensAt.pilotsh).toBeNull();
    expect((await schedule({ opensAt: null, closesAt: null, freezeAt: null })).status).toBe(200);
    expect((await play()).status).toBe(200);
  });

  it('freezes the board from now when the freeze time given has already passed, and keeps a past time saved again as it is', async () => {
    const set = await schedule({ opensAt: null, closesAt: null, freezeAt: new Date(clock.now().getTime() - 10 * 60_000).toISOString() });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const stored = GameSchedulesResponse.parse(set.body).schedules.pilotsh.freezeAt;
    expect(stored).toBe(clock.now().toISOString());
    clock.advance(60_000);
    const again = await schedule({ opensAt: null, closesAt: null, freezeAt: stored });
    expect(GameSchedulesResponse.parse(again.body).schedules.pilotsh.freezeAt).toBe(stored);
    expect(await OrganizerAction.countDocuments({ action: 'game.schedule' })).toBe(1);
  });

  it('refuses a close before the open, a freeze outside them and a bad time with a Chinese 400; organisers only', async () => {
    for (const body of [
      { opensAt: at(2 * HOUR), closesAt: at(HOUR), freezeAt: null },
      { opensAt: at(HOUR), closesAt: at(2 * HOUR), freezeAt: at(3 * HOUR) },
      { opensAt: '明天早上', closesAt: null, freezeAt: null },
      {},
    ]) {
      const refused = await schedule(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(ErrorResponse.parse(refused.body).message).toMatch(CHINESE);
    }
    expect((await schedule({ opensAt: null, closesAt: null, freezeAt: null }, tokenFor('pilotsh', keys.privateKey, { phone: '13812340001' }))).status).toBe(
      403,
    );
    expect((await request(app).put('/api/organizer/games/pilotsh/schedule').send({})).status).toBe(401);
    expect(await OrganizerAction.countDocuments({})).toBe(0);
  });
});
