import mongoose, { type mongo } from 'mongoose';
import supertest from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RadioPageResponse } from '@citygames/contracts/fanhua/radio.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { CorrectionResponse } from '@citygames/contracts/organizer/corrections.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { createTeam, give, holdings, loadTestPack } from './support/pack-fixtures.js';
import { LeaderboardResponse } from '@citygames/contracts/fanhua/assets.schema';
import { refusal, type TestPlayer } from './support/test-app.js';

useTestDatabase('fanhua_organizer_console');

// Its own keys: the organiser token and the players' tokens come from the same svc-auth key.
const keys = createTestKeys();
const clock = new Date('2026-07-12T10:00:00+08:00');
const api = supertest(buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 }));
let organizer = '';
const person = (n: number, role: 'user' | 'admin' = 'user'): TestPlayer => {
  const phone = `139${String(n).padStart(8, '0')}`;
  return { id: `p${n}`, phone, name: `玩家${n}`, auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id: `p${n}`, phone, name: `玩家${n}`, role })}` };
};
const CHINESE = /[\u4e00-\u9fff]/;
const leaderA = person(1);
const leaderB = person(2);
const gameAdmin = person(900, 'admin');

async function radioOf(player: TestPlayer) {
  const answer = await api.get('/api/fanhua/msg/team').set('Authorization', player.auth).expect(200);
  return RadioPageResponse.parse(answer.body).data.messages;
}
const asOrganizer = (method: 'get' | 'post' | 'put', path: string) => api[method](`/api/fanhua/organizer${path}`).set('Authorization', organizer);

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
});

describe("the organiser's messages in fanhua's radio", () => {
  it('a message to everyone reaches every team as 组织者; one to a team reaches only that team; both are audited', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    await createTeam(api, leaderB, '流浪者');
    const all = OrganizerMessageResponse.parse((await asOrganizer('post', '/messages').send({ text: '<b>天黑前</b>回营地\n注意安全' }).expect(201)).body);
    expect(all.team).toBeNull();
    const toA = OrganizerMessageResponse.parse((await asOrganizer('post', '/messages').send({ text: '拾荒者请回营地', teamId: teamA }).expect(201)).body);
    expect(toA.team).toEqual({ id: teamA, name: '拾荒者' });

    const heardByA = await radioOf(leaderA);
    expect(heardByA.map((message) => [message.sender, message.title, message.scope, message.msg])).toEqual(
      expect.arrayContaining([
        ['organizer', '组织者消息', 'all', '&lt;b&gt;天黑前&lt;/b&gt;回营地<br />注意安全'],
        ['organizer', '组织者消息', 'team', '拾荒者请回营地'],
      ]),
    );
    const heardByB = (await radioOf(leaderB)).filter((message) => message.sender === 'organizer');
    expect(heardByB.map((message) => message.scope)).toEqual(['all']);

    const log = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions').expect(200)).body).actions;
    expect(log.filter((entry) => entry.action === 'message').map((entry) => entry.team)).toEqual(['拾荒者', null]);
  });

  it('refuses bad input with a Chinese 400, an unknown team with 404, and a player or game admin with 403', async () => {
    for (const body of [{}, { text: ' ' }, { text: 'x'.repeat(501) }]) {
      expect(refusal(await asOrganizer('post', '/messages').send(body).expect(400)).message).toMatch(CHINESE);
    }
    for (const teamId of ['0123456789abcdef01234567', 'nope']) {
      expect(refusal(await asOrganizer('post', '/messages').send({ text: '你好', teamId }).expect(404)).error).toBe('TEAM_NOT_FOUND');
    }
    await api.post('/api/fanhua/organizer/messages').send({ text: '你好' }).expect(401);
    for (const caller of [leaderA, gameAdmin]) {
      expect(refusal(await api.post('/api/fanhua/organizer/messages').set('Authorization', caller.auth).send({ text: '你好' }).expect(403)).error).toBe(
        'ORGANIZER_ONLY',
      );
    }
  });
});

describe("fanhua's administration with the organiser's own account", () => {
  it('lists teams and players, adds an asset, starts the risk check, edits area rewards and sends a radio broadcast; each change audited', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    const teams = (await asOrganizer('get', '/admin/teams').expect(200)).body as { teams: { id: string; name: string }[] };
    expect(teams.teams.map((team) => team.name)).toEqual(['拾荒者']);
    const players = (await asOrganizer('get', '/admin/players').expect(200)).body as { players: { name: string }[] };
    expect(players.players.map((player) => player.name)).toContain('玩家1');

    const added = await asOrganizer('post', '/trade/add-asset').send({ team_id: teamA, type: 'luck', count: 3 }).expect(200);
    expect((added.body as { message: string }).message).toMatch(CHINESE);
    expect((await holdings(teamA))['luck']).toBe(3);
    const assets = (await asOrganizer('get', `/trade/assets?team_id=${teamA}`).expect(200)).body as { team_id: string };
    expect(assets.team_id).toBe(teamA);

    await asOrganizer('post', '/players/risk-all').expect(202);
    expect(Array.isArray((await asOrganizer('get', '/players/get-all-risk').expect(200)).body)).toBe(true);

    const areas = (await asOrganizer('get', '/admin/areas').expect(200)).body as { areas: { id: number; special: string | null }[] };
    const plain = areas.areas.find((area) => area.special === null && area.id === 1)!;
    await asOrganizer('post', `/admin/update-area-rewards/${plain.id}`)
      .send({ rewards: [{ id: 'g1', text: '换口粮', requires: [], gives: [{ type: 'luck', arg: null, count: 1 }], cond: [] }] })
      .expect(200);

    await asOrganizer('post', '/msg/send')
      .send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '广播', msg: '全体集合' })
      .expect(201);
    expect((await radioOf(leaderA)).map((message) => message.title)).toContain('广播');

    const log = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions').expect(200)).body).actions;
    expect(log.filter((entry) => entry.action === 'fanhua-admin').map((entry) => entry.summary)).toEqual(['繁华废土管理：风险检测已开始']);
    // the grant, the area's rewards and the message wrote their records in their own transactions, once each
    expect(log.filter((entry) => entry.action.startsWith('fanhua-admin.')).map((entry) => entry.action)).toEqual([
      'fanhua-admin.radio-message',
      'fanhua-admin.update-area-rewards',
      'fanhua-admin.add-asset',
    ]);
    expect(log.every((entry) => entry.organizer === '组织者甲')).toBe(true);
    expect(log.find((entry) => entry.action === 'fanhua-admin.radio-message')?.summary).toBe('向所有队伍以「指挥官」发送电台消息「广播」');
  });

  it("refuses a player and a game admin on the organiser paths, validates as before, and keeps the game admin working on its own paths, on the organiser's record", async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    for (const caller of [leaderA, gameAdmin]) {
      for (const call of [
        api.get('/api/fanhua/organizer/admin/teams'),
        api.post('/api/fanhua/organizer/trade/add-asset').send({ team_id: teamA, type: 'luck', count: 1 }),
      ]) {
        expect(refusal(await call.set('Authorization', caller.auth).expect(403)).error).toBe('ORGANIZER_ONLY');
      }
    }
    await api.get('/api/fanhua/organizer/players/get-all-risk').expect(401);
    expect(refusal(await asOrganizer('post', '/trade/add-asset').send({ team_id: teamA, count: 1 }).expect(400)).message).toContain('请选择完整的资产类型');
    // An organiser token is no key to the players' own paths.
    await api.get('/api/fanhua/admin/teams').set('Authorization', organizer).expect(401);
    await api.post('/api/fanhua/trade/add-asset').set('Authorization', gameAdmin.auth).send({ team_id: teamA, type: 'luck', count: 2 }).expect(200);
    expect((await holdings(teamA))['luck']).toBe(2);
    const record = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions').expect(200)).body).actions;
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ action: 'fanhua-admin.add-asset', team: '拾荒者', organizer: expect.stringMatching(/（游戏管理员）$/) });
  });
});

describe("the organiser's score corrections in fanhua", () => {
  it('awards and deducts 金钱 with a reason: the results follow, each is one audit and one feed entry, an impossible deduction none', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    const scoreOf = async () =>
      RankedResultsResponse.parse((await asOrganizer('get', '/results').expect(200)).body).rows.find((row) => row.team === '拾荒者')!.score;
    const before = {
      score: await scoreOf(),
      actions: await OrganizerAction.countDocuments({}),
      feed: await ActivityEvent.countDocuments({ kind: 'organizer' }),
    };
    const awarded = await asOrganizer('post', '/corrections/points').send({ teamId: teamA, points: 30, reason: '帮助其他队伍' });
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    expect(CorrectionResponse.parse(awarded.body).summary).toBe('给队伍「拾荒者」加 30 金钱（原因：帮助其他队伍）');
    expect((await asOrganizer('post', '/corrections/points').send({ teamId: teamA, points: -10, reason: '违规' })).status).toBe(200);
    expect(await scoreOf()).toBe(before.score + 20);
    expect((await holdings(teamA)).money).toBe(20);
    const tooMuch = await asOrganizer('post', '/corrections/points').send({ teamId: teamA, points: -500, reason: '违规' });
    expect([tooMuch.status, refusal(tooMuch).error]).toEqual([409, 'INSUFFICIENT_ASSETS']);
    expect(refusal(await asOrganizer('post', '/corrections/points').send({ teamId: teamA, points: 5 })).message).toMatch(CHINESE);
    expect(await OrganizerAction.countDocuments({})).toBe(before.actions + 2);
    expect(await ActivityEvent.countDocuments({ kind: 'organizer' })).toBe(before.feed + 2);
    const byGameAdmin = await api
      .post('/api/fanhua/organizer/corrections/points')
      .set('Authorization', gameAdmin.auth)
      .send({ teamId: teamA, points: 5, reason: '加' });
    expect(byGameAdmin.status).toBe(403);
  });
});

describe("the organiser's team suspension in fanhua", () => {
  it('refuses the members of a suspended team with 401 TEAM_SUSPENDED until reinstated, other teams play on', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    await createTeam(api, leaderB, '流浪者');
    const suspend = (suspended: boolean) => asOrganizer('put', `/teams/${teamA}/suspension`).send({ suspended });
    expect((await suspend(true)).status).toBe(200);
    const refused = await api.get('/api/fanhua/team/current').set('Authorization', leaderA.auth);
    expect([refused.status, refusal(refused).error, refusal(refused).message]).toEqual([401, 'TEAM_SUSPENDED', '你的队伍已被组织者暂停，如有疑问请联系组织者']);
    expect((await api.get('/api/fanhua/team/current').set('Authorization', leaderB.auth)).status).toBe(200);
    expect((await suspend(false)).status).toBe(200);
    expect((await api.get('/api/fanhua/team/current').set('Authorization', leaderA.auth)).status).toBe(200);
  });
});

describe("the players' leaderboard after the timetable's freeze", () => {
  it('answers the standings kept at the freeze while the organiser results keep counting', async () => {
    const writeStates = <R>(write: (states: mongo.Collection) => Promise<R>) => writeTestCollection(GAME_STATES_COLLECTION, write);
    await writeStates((states) => states.deleteMany({}));
    const teamA = await createTeam(api, leaderA, '拾荒者');
    await give(teamA, [{ type: 'money', count: 10 }]);
    const board = async () =>
      LeaderboardResponse.parse((await api.get('/api/fanhua/trade/leaderboard?type=money').set('Authorization', leaderB.auth).expect(200)).body);
    const freezeAt = new Date(clock.getTime() - 60_000);
    await writeStates((states) => states.insertOne({ game: 'fanhua', open: true, updatedAt: clock, updatedBy: '组织者甲', freezeAt }));
    expect(await board()).toMatchObject({ frozen_at: freezeAt.toISOString(), leaderboard: [{ team_name: '拾荒者', count: 10 }] });
    await give(teamA, [{ type: 'money', count: 50 }]);
    expect((await board()).leaderboard).toMatchObject([{ team_name: '拾荒者', count: 10 }]);
    const results = RankedResultsResponse.parse((await asOrganizer('get', '/results').expect(200)).body);
    expect(results.rows.find((row) => row.team === '拾荒者')!.score).toBeGreaterThanOrEqual(60);
    await writeStates((states) => states.updateOne({ game: 'fanhua' }, { $set: { freezeAt: null } }));
    expect(await board()).toMatchObject({ frozen_at: null, leaderboard: [{ team_name: '拾荒者', count: 60 }] });
    await writeStates((states) => states.deleteMany({}));
  });
});
