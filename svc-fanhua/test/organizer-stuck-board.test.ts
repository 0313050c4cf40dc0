import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FanhuaStuckBoardResponse } from '@citygames/contracts/organizer/fanhua-stuck.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { areaCentre, give, loadTestPack } from './support/pack-fixtures.js';
import { consoleTestKit, importRosterFile, registerAccounts, setScheduledOpening, teamIds } from './support/organizer-console.js';
import { confirmedTrade } from './support/trade-fixtures.js';
import { refusal, type TestPlayer } from './support/test-app.js';

useTestDatabase('fanhua_organizer_stuck');

const IMPORTED_AT = new Date('2026-07-12T08:00:00+08:00');
const OPENS_AT = new Date('2026-07-12T11:00:00+08:00');
let clock = IMPORTED_AT;
const at = (time: string) => new Date(`2026-07-12T${time}:00+08:00`);
const { api, person, signIn } = consoleTestKit(() => clock);
const [leaderA, memberA, leaderB, memberB] = [person(1), person(2), person(3), person(4)];
const gameAdmin = person(900, 'admin');
let organizer = '';
let teams: Record<string, string> = {};

const board = async () => FanhuaStuckBoardResponse.parse((await api.get('/api/fanhua/organizer/stuck-board').set('Authorization', organizer).expect(200)).body);
const teamRow = async (name: string) => (await board()).teams.find((team) => team.name === name)!;
const takeArea = (who: TestPlayer, areaId: number, rewardId: string) =>
  api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', who.auth)
    .send({ area_id: areaId, reward_id: rewardId, conds: [], ...areaCentre(areaId), accuracy: 12 })
    .expect(200);

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = await signIn();
});

beforeEach(async () => {
  await clearDatabase();
  clock = IMPORTED_AT;
  await setScheduledOpening(OPENS_AT);
  await loadTestPack();
  await registerAccounts([leaderA, memberA, leaderB, memberB], IMPORTED_AT, [gameAdmin]);
  const imported = await importRosterFile(
    api,
    organizer,
    `队名,队长手机号,队员手机号\r\n拾荒者,${leaderA.phone},${memberA.phone}\r\n流浪者,${leaderB.phone},${memberB.phone}\r\n`,
  );
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  teams = await teamIds(api, organizer);
});

describe("fanhua's stuck board", () => {
  it('shows teams imported hours before the opening as not started, then counts from the scheduled opening once it has passed', async () => {
    expect((await board()).teams).toEqual([
      expect.objectContaining({ name: '拾荒者', startedAt: null, stuckSince: null, lastProgress: null, areaTrades: 0 }),
      expect.objectContaining({ name: '流浪者', startedAt: null, stuckSince: null, lastProgress: null, areaTrades: 0 }),
    ]);
    clock = at('13:00');
    const opened = await board();
    expect(opened.at).toBe(clock.toISOString());
    expect(opened.teams.map((team) => [team.name, team.startedAt, team.stuckSince])).toEqual([
      ['拾荒者', OPENS_AT.toISOString(), OPENS_AT.toISOString()],
      ['流浪者', OPENS_AT.toISOString(), OPENS_AT.toISOString()],
    ]);
    // the results' start column is the stuck board's start
    const results = RankedResultsResponse.parse((await api.get('/api/fanhua/organizer/results').set('Authorization', organizer).expect(200)).body);
    expect(results.rows.map((row) => row.startedAt)).toEqual([OPENS_AT.toISOString(), OPENS_AT.toISOString()]);
  });

  it("restarts a team's clock with each of its own area trades, trades and awakening, never with another team's", async () => {
    clock = at('11:30');
    await takeArea(memberA, 1, 'free');
    expect(await teamRow('拾荒者')).toMatchObject({
      stuckSince: clock.toISOString(),
      areaTrades: 1,
      lastProgress: { kind: 'area', areaId: 1, areaName: '区域1', at: clock.toISOString() },
    });
    expect(await teamRow('流浪者')).toMatchObject({ stuckSince: OPENS_AT.toISOString(), areaTrades: 0 });

    // a member of the other team acting moves only that team's clock
    clock = at('12:00');
    await takeArea(memberB, 1, 'free');
    expect(await teamRow('拾荒者')).toMatchObject({ stuckSince: at('11:30').toISOString() });
    expect(await teamRow('流浪者')).toMatchObject({ stuckSince: at('12:00').toISOString(), areaTrades: 1 });

    // a completed trade is progress for both teams; only offering one is not
    await give(teams['拾荒者']!, [{ type: 'food', arg: 'bread', count: 5 }]);
    clock = at('12:10');
    const tradeId = await confirmedTrade(api, leaderA, teams['流浪者']!, [{ type: 'food', arg: 'bread', count: -2 }]);
    expect(await teamRow('拾荒者')).toMatchObject({ stuckSince: at('11:30').toISOString(), teamTrades: 0 });
    clock = at('12:20');
    await api.post(`/api/fanhua/trade/accept/${tradeId}`).set('Authorization', leaderB.auth).send({}).expect(200);
    for (const [name, other] of [
      ['拾荒者', '流浪者'],
      ['流浪者', '拾荒者'],
    ] as const) {
      expect(await teamRow(name)).toMatchObject({ stuckSince: clock.toISOString(), teamTrades: 1, lastProgress: { kind: 'trade', otherTeam: other } });
    }

    clock = at('12:45');
    await api
      .post('/api/fanhua/area/allocate')
      .set('Authorization', memberA.auth)
      .send({ allocations: [{ teamId: teams['拾荒者'], type: 'luck', count: 30 }] })
      .expect(200);
    expect(await teamRow('拾荒者')).toMatchObject({ stuckSince: clock.toISOString(), awakened: true, lastProgress: { kind: 'awakening' } });
    expect(await teamRow('流浪者')).toMatchObject({ stuckSince: at('12:20').toISOString(), awakened: false });
  });

  it('starts a team with its first area attempt, even a refused one, without counting it as progress', async () => {
    await setScheduledOpening(null);
    clock = at('11:15');
    const refused = await api
      .post('/api/fanhua/trade/trade-with-area')
      .set('Authorization', leaderB.auth)
      .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(3), accuracy: 12 });
    expect(refused.status).toBe(403);
    expect(refusal(refused).error).toBe('NOT_IN_AREA');
    clock = at('12:00');
    expect(await teamRow('流浪者')).toMatchObject({ startedAt: at('11:15').toISOString(), stuckSince: at('11:15').toISOString(), lastProgress: null });
    expect(await teamRow('拾荒者')).toMatchObject({ startedAt: null, stuckSince: null });
  });

  it("counts no one as stuck before the pack's area trades open, and from that opening once it has passed", async () => {
    await setScheduledOpening(null);
    await loadTestPack({ opensAt: '2026-07-12T12:00:00+08:00' });
    clock = at('11:00');
    await api
      .post('/api/fanhua/area/explore')
      .set('Authorization', leaderA.auth)
      .send({ area_id: 1, ...areaCentre(1), accuracy: 12 })
      .expect(200);
    expect((await board()).teams.map((team) => team.stuckSince)).toEqual([null, null]);
    clock = at('12:40');
    expect((await board()).teams.map((team) => team.stuckSince)).toEqual([at('12:00').toISOString(), at('12:00').toISOString()]);
  });

  it('answers only organisers', async () => {
    const path = '/api/fanhua/organizer/stuck-board';
    expect((await api.get(path)).status).toBe(401);
    for (const caller of [leaderA, gameAdmin]) {
      const answer = await api.get(path).set('Authorization', caller.auth);
      expect(answer.status).toBe(403);
      expect(refusal(answer).error).toBe('ORGANIZER_ONLY');
    }
  });
});
