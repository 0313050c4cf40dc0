import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LeaderboardResponse } from '@citygames/contracts/fanhua/assets.schema';
import { Roster } from '@citygames/contracts/organizer/roster.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { FrozenStandingsModel } from '../src/assets/frozen-standings.model.js';
import { consoleTestKit } from './support/organizer-console.js';
import { createTeam, give, holdings, loadTestPack } from './support/pack-fixtures.js';

useTestDatabase('fanhua_frozen_leaderboard');

const clock = new Date('2026-07-12T10:00:00+08:00');
const { api, person, signIn } = consoleTestKit(() => clock);
const [leaderA, leaderB, viewer] = [person(1), person(2), person(3)];
const gameAdmin = person(900, 'admin');
let organizer = '';

/** The organiser's timetable in svc-auth: the players' board freezes at `freezeAt` (null: never). */
async function freezeBoardAt(freezeAt: Date | null): Promise<void> {
  await writeTestCollection(GAME_STATES_COLLECTION, async (states) => {
    await states.deleteMany({ game: 'fanhua' });
    await states.insertOne({ game: 'fanhua', open: true, freezeAt });
  });
}
const minutesAgo = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);

async function board(query: string) {
  const answer = await api.get(`/api/fanhua/trade/leaderboard?${query}`).set('Authorization', viewer.auth).expect(200);
  const { frozen_at, leaderboard } = LeaderboardResponse.parse(answer.body);
  return { frozenAt: frozen_at ?? null, rows: leaderboard.map((row) => [row.team_name, row.count]) };
}
const grant = (teamId: string, type: string, count: number, arg: string | null = null) =>
  api.post('/api/fanhua/trade/add-asset').set('Authorization', gameAdmin.auth).send({ team_id: teamId, type, arg, count });
async function organiserScores(): Promise<Record<string, number>> {
  const results = RankedResultsResponse.parse((await api.get('/api/fanhua/organizer/results').set('Authorization', organizer).expect(200)).body);
  return Object.fromEntries(results.rows.map((row) => [row.team, row.score]));
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = await signIn();
});
beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  await loadTestPack();
});

describe("the players' board after the freeze is the standings kept at the freeze", () => {
  it('leaves out a write made after the freeze time before anyone read the board; every board is computed from the same kept state', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    const teamB = await createTeam(api, leaderB, '守夜人');
    await give(teamA, [{ type: 'money', count: 10 }]);
    await give(teamB, [
      { type: 'money', count: 20 },
      { type: 'food', arg: 'bread', count: 3 },
    ]);
    const freezeAt = minutesAgo(1);
    await freezeBoardAt(freezeAt);

    // The first thing after the freeze is a write: it keeps the standings before its change.
    expect((await grant(teamA, 'money', 50)).status).toBe(200);
    expect(await FrozenStandingsModel.countDocuments()).toBe(1);
    expect(await board('type=money')).toEqual({
      frozenAt: freezeAt.toISOString(),
      rows: [
        ['守夜人', 20],
        ['拾荒者', 10],
      ],
    });

    // More writes, then a board of another type, arg and limit: from the same kept state, not from what is live now.
    expect((await grant(teamA, 'food', 9, 'bread')).status).toBe(200);
    expect((await grant(teamA, 'luck', 4)).status).toBe(200);
    expect(await board('type=food&arg=bread&limit=1')).toEqual({ frozenAt: freezeAt.toISOString(), rows: [['守夜人', 3]] });
    expect((await board('type=luck')).rows).toEqual([]);
    expect((await board('type=money&limit=1')).rows).toEqual([['守夜人', 20]]);
    expect(await FrozenStandingsModel.countDocuments()).toBe(1);

    // The organiser's results keep counting live.
    expect(await holdings(teamA)).toEqual({ money: 60, 'food/bread': 9, luck: 4 });
    expect(await organiserScores()).toEqual({ 拾荒者: 73, 守夜人: 23 });
  });

  it('keeps the standings before an organiser reset, the first change after the freeze', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    await give(teamA, [{ type: 'money', count: 10 }]);
    await freezeBoardAt(minutesAgo(1));
    const roster = Roster.parse((await api.get('/api/fanhua/organizer/roster').set('Authorization', organizer).expect(200)).body);
    await api.post(`/api/fanhua/organizer/teams/${teamA}/reset`).set('Authorization', organizer).send({ version: roster.version }).expect(200);
    expect(await holdings(teamA)).toEqual({});
    expect((await board('type=money')).rows).toEqual([['拾荒者', 10]]);
    expect((await organiserScores())['拾荒者']).toBe(0);
  });

  it('leaves exactly one kept copy and none of their changes on the board when 20 writes race right after the freeze', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    const teamB = await createTeam(api, leaderB, '守夜人');
    await give(teamA, [{ type: 'money', count: 5 }]);
    await give(teamB, [{ type: 'money', count: 7 }]);
    await freezeBoardAt(minutesAgo(1));

    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => grant(n % 2 === 0 ? teamA : teamB, 'money', 100)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await FrozenStandingsModel.countDocuments()).toBe(1);
    expect((await board('type=money')).rows).toEqual([
      ['守夜人', 7],
      ['拾荒者', 5],
    ]);
    expect(await organiserScores()).toEqual({ 拾荒者: 1005, 守夜人: 1007 });
  });

  it('is live before the freeze time and keeps nothing; a moved or cleared freeze takes its own copy at the new time', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    await freezeBoardAt(new Date(clock.getTime() + 60 * 60_000));
    expect((await grant(teamA, 'money', 10)).status).toBe(200);
    expect(await board('type=money')).toEqual({ frozenAt: null, rows: [['拾荒者', 10]] });
    expect(await FrozenStandingsModel.countDocuments()).toBe(0);

    const first = minutesAgo(30);
    await freezeBoardAt(first);
    expect((await board('type=money')).rows).toEqual([['拾荒者', 10]]);
    expect((await grant(teamA, 'money', 5)).status).toBe(200);

    await freezeBoardAt(null);
    expect(await board('type=money')).toEqual({ frozenAt: null, rows: [['拾荒者', 15]] });
    expect((await grant(teamA, 'money', 1)).status).toBe(200);

    const moved = minutesAgo(1);
    await freezeBoardAt(moved);
    expect((await grant(teamA, 'money', 100)).status).toBe(200);
    expect(await board('type=money')).toEqual({ frozenAt: moved.toISOString(), rows: [['拾荒者', 16]] });
    const kept = await FrozenStandingsModel.find().sort({ _id: 1 }).lean();
    expect(kept.map((copy) => [copy._id.toISOString(), copy.lines.map((line) => line.count)])).toEqual([
      [first.toISOString(), [10]],
      [moved.toISOString(), [16]],
    ]);
  });
});
