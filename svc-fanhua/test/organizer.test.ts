import mongoose from 'mongoose';
import supertest from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { FanhuaBoard } from '@citygames/contracts/organizer/board.schema';
import { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import { PackCheckResponse, PackInfoResponse, PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { refusal } from './support/test-app.js';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { areaCentre, createTeam, loadTestPack, testPack } from './support/pack-fixtures.js';

useTestDatabase('fanhua_organizer');

// Its own keys: the organiser token and the players' tokens must come from the same svc-auth key.
const keys = createTestKeys();
const clock = new Date('2026-07-12T10:00:00+08:00');
const api = supertest(buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 }));
/** Signed in (beforeAll) as svc-auth would: an account with a live sign-in in this test's auth database. */
let organizer = '';
const person = (n: number, role: 'user' | 'admin' = 'user') => {
  const phone = `139${String(n).padStart(8, '0')}`;
  return { id: `p${n}`, phone, name: `玩家${n}`, auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id: `p${n}`, phone, name: `玩家${n}`, role })}` };
};
const CHINESE = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  await loadTestPack();
});

describe('who may call fanhua organiser routes', () => {
  it.each(['/summary', '/actions', '/board', '/pack', '/results.csv'])('GET %s: 401 without a token, 403 for a player and for the game admin', async (path) => {
    expect((await api.get(`/api/fanhua/organizer${path}`)).status).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const refused = await api.get(`/api/fanhua/organizer${path}`).set('Authorization', person(9, role).auth);
      expect(refused.status).toBe(403);
      expect(refusal(refused).message).toMatch(CHINESE);
    }
  });
});

it('POST /pack: 401 without a token, 403 for a player and for the game admin', async () => {
  expect((await api.post('/api/fanhua/organizer/pack').set('Content-Type', 'application/octet-stream').send('{}')).status).toBe(401);
  for (const role of ['user', 'admin'] as const) {
    const refused = await api
      .post('/api/fanhua/organizer/pack')
      .set('Authorization', person(9, role).auth)
      .set('Content-Type', 'application/octet-stream')
      .send('{}');
    expect(refused.status).toBe(403);
    expect(refusal(refused).error).toBe('ORGANIZER_ONLY');
  }
});

describe('live board', () => {
  it("shows a team's last position with its accuracy, its assets, the recent area trade and the summary counts", async () => {
    const alice = person(1);
    await createTeam(api, alice, '拾荒者', [person(2)]);
    const before = await api.get('/api/fanhua/organizer/board').set('Authorization', organizer);
    expect(FanhuaBoard.parse(before.body).teams).toEqual([expect.objectContaining({ name: '拾荒者', members: 2, position: null })]);
    const traded = await api
      .post('/api/fanhua/trade/trade-with-area')
      .set('Authorization', alice.auth)
      .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 12 });
    expect(traded.status).toBe(200);
    const answer = await api.get('/api/fanhua/organizer/board').set('Authorization', organizer);
    expect(answer.status).toBe(200);
    const board = FanhuaBoard.parse(answer.body);
    expect(board.teams[0]).toMatchObject({ name: '拾荒者', position: { accuracy: 12, player: '玩家1', areaId: 1, ...areaCentre(1) } });
    expect(board.teams[0]!.assets).toBeGreaterThan(0);
    expect(board.recentTrades).toMatchObject({ areaTrades: 1, latest: [{ team: '拾荒者', areaId: 1 }] });
    expect(board.areas.length).toBeGreaterThan(0);
    const summary = await api.get('/api/fanhua/organizer/summary').set('Authorization', organizer);
    expect(GameSummary.parse(summary.body)).toMatchObject({ teams: 1, playersInTeams: 2 });
    const csv = await api.get('/api/fanhua/organizer/results.csv').set('Authorization', organizer);
    expect(csv.text.startsWith('\uFEFF名次,队伍,队长,队员,人数,得分（资产总数）')).toBe(true);
    expect(csv.text.trim().split('\r\n')[1]).toMatch(/^1,拾荒者,玩家1,玩家2,2,\d+,2026-07-12 10:00:00,.*,区域交易 1 次$/);
    const feed = ActivityFeedResponse.parse((await api.get('/api/fanhua/organizer/activity').set('Authorization', organizer)).body);
    expect(feed.events).toEqual([
      expect.objectContaining({ game: 'fanhua', kind: 'area.reward', teams: ['拾荒者'], player: '玩家1', summary: expect.stringContaining('拾荒者在「') }),
    ]);
  });
});

describe('pack and audit log', () => {
  it('shows the live pack, checks an upload without writing and lists the problems of a bad one', async () => {
    const info = await api.get('/api/fanhua/organizer/pack').set('Authorization', organizer);
    expect(info.status).toBe(200);
    expect(PackInfoResponse.parse(info.body)).toMatchObject({ live: { name: expect.any(String) }, effect: expect.stringMatching(CHINESE) });
    const upload = (query: string, text: string) =>
      api.post(`/api/fanhua/organizer/pack${query}`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);
    const checked = await upload('?check=1', JSON.stringify(testPack()));
    expect(checked.status).toBe(200);
    expect(PackCheckResponse.parse(checked.body).message).toMatch(CHINESE);
    const bad = await upload('?check=1', '{}');
    expect(bad.status).toBe(422);
    expect(PackRefusal.parse(bad.body).issues.length).toBeGreaterThan(0);
    const notJson = await upload('?check=1', '{');
    expect(PackRefusal.parse(notJson.body).issues[0]!.message).toContain('JSON');
    const actions = await api.get('/api/fanhua/organizer/actions').set('Authorization', organizer);
    expect(OrganizerActionsResponse.parse(actions.body)).toEqual({ actions: [], older: null });
  });
});
