import mongoose from 'mongoose';
import supertest from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TradeCreateResponse } from '@citygames/contracts/fanhua/trades.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { Roster, RosterChangeResponse, RosterStaleRefusal } from '@citygames/contracts/organizer/roster.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { AreaTradeModel } from '../src/area-trades/area-trade.model.js';
import { PlayerEarningModel } from '../src/earnings/player-earning.model.js';
import { TalentAwakeningModel } from '../src/talents/talent-awakening.model.js';
import { TeamMemberModel } from '../src/teams/team-member.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { TradeModel } from '../src/trades/trade.model.js';
import { registerAccounts } from './support/organizer-console.js';
import { createTeam, give, holdings, loadTestPack } from './support/pack-fixtures.js';
import { refusal, type TestPlayer } from './support/test-app.js';

useTestDatabase('fanhua_organizer_roster');

const keys = createTestKeys();
const clock = new Date('2026-07-12T10:00:00+08:00');
const api = supertest(buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 }));
let organizer = '';
const CHINESE = /[\u4e00-\u9fff]/;
const UNKNOWN_TEAM = '0123456789abcdef01234567';

const person = (n: number, role: 'user' | 'admin' = 'user'): TestPlayer => {
  const phone = `139${String(n).padStart(8, '0')}`;
  return { id: `p${n}`, phone, name: `玩家${n}`, auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id: `p${n}`, phone, name: `玩家${n}`, role })}` };
};
const leaderA = person(1);
const memberA = person(2);
const leaderB = person(3);
const memberB = person(4);
const loner = person(5);
const gameAdmin = person(900, 'admin');

const asOrganizer = (method: 'get' | 'post' | 'put' | 'delete', path: string) => api[method](`/api/fanhua/organizer${path}`).set('Authorization', organizer);
const readRoster = async () => Roster.parse((await asOrganizer('get', '/roster').expect(200)).body);
const latestAction = async () => OrganizerActionsResponse.parse((await asOrganizer('get', '/actions').expect(200)).body).actions[0];

async function expectRefused(answer: supertest.Response, status: number, error: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = refusal(answer);
  expect(body.error).toBe(error);
  expect(body.message).toMatch(CHINESE);
  return body;
}

/** A pending trade from `from` (led by `leader`) to `to`, offering one bread. */
async function openTrade(leader: TestPlayer, to: string): Promise<string> {
  const created = await api
    .post('/api/fanhua/trade/create')
    .set('Authorization', leader.auth)
    .send({ to_team_id: to, items: [{ type: 'food', arg: 'bread', count: -1 }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return TradeCreateResponse.parse(created.body).trade_id;
}

let teamA = '';
let teamB = '';

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
  await registerAccounts([leaderA, memberA, leaderB, memberB, loner], clock, [gameAdmin]);
  teamA = await createTeam(api, leaderA, '拾荒者', [memberA]);
  teamB = await createTeam(api, leaderB, '流浪者', [memberB]);
});

describe("fanhua's roster in the console", () => {
  it('lists the teams with leader and members by phone, and the registered players in none (not the game admin)', async () => {
    const roster = await readRoster();
    expect(roster.version).toBe(0);
    expect(roster.teams.map((team) => [team.name, team.leader?.phone, team.members.map((member) => member.phone)])).toEqual([
      ['拾荒者', leaderA.phone, [memberA.phone]],
      ['流浪者', leaderB.phone, [memberB.phone]],
    ]);
    expect(roster.unassigned.map((player) => player.phone)).toEqual([loner.phone]);
  });

  it('refuses bad input with a Chinese 400, no token with 401, a player or game admin with 403, an unknown team with 404, a file naming an unknown player with 422', async () => {
    await expectRefused(await asOrganizer('put', `/teams/${teamA}`).send({ name: '新名' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await asOrganizer('put', `/teams/${teamA}`).send({ name: ' ', version: 0 }), 400, 'VALIDATION_FAILED');
    const tooLong = await expectRefused(await asOrganizer('put', `/teams/${teamA}`).send({ name: '长'.repeat(21), version: 0 }), 400, 'VALIDATION_FAILED');
    expect(tooLong.message).toContain('20');
    await expectRefused(await asOrganizer('delete', '/teams/nope').send({ version: 0 }), 400, 'VALIDATION_FAILED');
    await expectRefused(await asOrganizer('put', '/members/123/team').send({ teamId: teamB, version: 0 }), 400, 'VALIDATION_FAILED');
    await api.delete(`/api/fanhua/organizer/teams/${teamA}`).send({ version: 0 }).expect(401);
    for (const caller of [leaderA, gameAdmin]) {
      const answer = await api.post(`/api/fanhua/organizer/teams/${teamA}/reset`).set('Authorization', caller.auth).send({ version: 0 });
      await expectRefused(answer, 403, 'ORGANIZER_ONLY');
    }
    await expectRefused(await asOrganizer('delete', `/teams/${UNKNOWN_TEAM}`).send({ version: 0 }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await asOrganizer('post', `/teams/${UNKNOWN_TEAM}/reset`).send({ version: 0 }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await asOrganizer('put', `/teams/${UNKNOWN_TEAM}`).send({ name: '新名', version: 0 }), 404, 'TEAM_NOT_FOUND');
    const file = await asOrganizer('post', '/roster/import?version=0').set('Content-Type', 'text/csv').send(`红队,${loner.phone},13800000000`);
    await expectRefused(file, 422, 'ROSTER_CSV_INVALID');
    expect(await TeamModel.countDocuments()).toBe(2);
  });

  it('renames a team (players see the new name; a look-alike of another team is 409), audited', async () => {
    const renamed = RosterChangeResponse.parse((await asOrganizer('put', `/teams/${teamA}`).send({ name: '拾荒者联盟', version: 0 }).expect(200)).body);
    expect(renamed.version).toBe(1);
    const mine = await api.get('/api/fanhua/team/current').set('Authorization', memberA.auth).expect(200);
    expect(JSON.stringify(mine.body)).toContain('拾荒者联盟');
    expect(await latestAction()).toMatchObject({ action: 'roster.rename', team: '拾荒者联盟', summary: '把队伍「拾荒者」改名为「拾荒者联盟」' });
    await expectRefused(await asOrganizer('put', `/teams/${teamA}`).send({ name: ' 流浪者 ', version: 1 }), 409, 'TEAM_NAME_TAKEN');
  });

  it('deletes a team: members back to waiting, its assets, marks and awakening gone, its open trades cancelled, earnings kept', async () => {
    await give(teamA, [{ type: 'food', arg: 'bread', count: 5 }]);
    await give(teamB, [{ type: 'food', arg: 'bread', count: 5 }]);
    const fromA = await openTrade(leaderA, teamB);
    const toA = await openTrade(leaderB, teamA);
    await AreaTradeModel.create({ teamId: teamA, areaId: 1, kind: 'mark', playerId: leaderA.id, at: clock });
    await TalentAwakeningModel.create({ teamId: teamA, playerId: leaderA.id, at: clock, luck: 1, strength: 1, intelligence: 1 });
    await PlayerEarningModel.create({ playerId: leaderA.id, earning: 'area:1', teamId: teamA, at: clock });

    await asOrganizer('delete', `/teams/${teamA}`).send({ version: 0 }).expect(200);

    const roster = await readRoster();
    expect(roster.teams.map((team) => team.name)).toEqual(['流浪者']);
    expect(roster.unassigned.map((player) => player.phone).sort()).toEqual([leaderA.phone, memberA.phone, loner.phone].sort());
    expect(await holdings(teamA)).toEqual({});
    expect(await holdings(teamB)).toEqual({ 'food/bread': 5 });
    expect(await AreaTradeModel.countDocuments({ teamId: teamA })).toBe(0);
    expect(await TalentAwakeningModel.countDocuments({ teamId: teamA })).toBe(0);
    const trades = await TradeModel.find({ _id: { $in: [fromA, toA] } }).lean();
    expect(trades.map((trade) => [trade.status, trade.finishedBy?.startsWith('organizer:')])).toEqual([
      ['cancelled', true],
      ['cancelled', true],
    ]);
    expect(await PlayerEarningModel.countDocuments({ playerId: leaderA.id })).toBe(1);
    expect(await latestAction()).toMatchObject({
      action: 'roster.delete-team',
      team: '拾荒者',
      summary: '删除了队伍「拾荒者」，2 名队员回到等待分队，取消了 2 笔进行中的交易',
    });
    // As if they had exited: the former leader can form a team again.
    await createTeam(api, leaderA, '重新出发');
  });

  it('resets a team to a new team (members stay and hear it on the radio), the other team keeps its assets', async () => {
    await give(teamA, [{ type: 'food', arg: 'bread', count: 5 }]);
    await give(teamB, [{ type: 'food', arg: 'bread', count: 5 }]);
    const fromB = await openTrade(leaderB, teamA);
    await AreaTradeModel.create({ teamId: teamA, areaId: 1, kind: 'mark', playerId: leaderA.id, at: clock });
    await PlayerEarningModel.create({ playerId: memberA.id, earning: 'awakening', teamId: teamA, at: clock });

    await asOrganizer('post', `/teams/${teamA}/reset`).send({ version: 0 }).expect(200);

    const roster = await readRoster();
    expect(roster.teams.find((team) => team.id === teamA)).toMatchObject({ leader: { phone: leaderA.phone }, members: [{ phone: memberA.phone }] });
    expect(await holdings(teamA)).toEqual({});
    expect(await holdings(teamB)).toEqual({ 'food/bread': 5 });
    expect(await AreaTradeModel.countDocuments({ teamId: teamA })).toBe(0);
    expect((await TradeModel.findById(fromB).lean())?.status).toBe('cancelled');
    expect(await PlayerEarningModel.countDocuments({ playerId: memberA.id })).toBe(1);
    const radio = await api.get('/api/fanhua/msg/team').set('Authorization', memberA.auth).expect(200);
    expect(JSON.stringify(radio.body)).toContain('本队进度已重置');
    expect(await latestAction()).toMatchObject({ action: 'roster.reset-team', team: '拾荒者', summary: '重置了队伍「拾荒者」的进度，取消了 1 笔进行中的交易' });
  });

  it('moves a player, changes a leader, adds and removes a waiting player, creates a team — each audited, the leader never moved away', async () => {
    let version = 0;
    const step = async (answer: supertest.Test) => {
      const body = RosterChangeResponse.parse((await answer).body);
      version = body.version;
    };
    await expectRefused(await asOrganizer('put', `/members/${leaderA.phone}/team`).send({ teamId: teamB, version }), 409, 'LEADER_MUST_STAY');
    await step(asOrganizer('put', `/members/${memberA.phone}/team`).send({ teamId: teamB, version }).expect(200));
    expect(await latestAction()).toMatchObject({ action: 'roster.move', summary: `把 ${memberA.name} 从「拾荒者」移到了「流浪者」` });
    await step(asOrganizer('put', `/teams/${teamB}/leader`).send({ phone: memberA.phone, version }).expect(200));
    await step(asOrganizer('post', `/teams/${teamA}/members`).send({ phone: loner.phone, version }).expect(201));
    await step(asOrganizer('delete', `/members/${loner.phone}`).send({ version }).expect(200));
    await expectRefused(await asOrganizer('post', `/teams/${teamA}/members`).send({ phone: gameAdmin.phone, version }), 422, 'NOT_REGISTERED');
    const created = await asOrganizer('post', '/teams').send({ name: '独行侠', leaderPhone: loner.phone, version }).expect(201);
    version += 1;

    const roster = await readRoster();
    expect(roster.version).toBe(version);
    expect(roster.teams.map((team) => [team.name, team.leader?.phone, team.members.map((member) => member.phone).sort()])).toEqual([
      ['拾荒者', leaderA.phone, []],
      ['流浪者', memberA.phone, [leaderB.phone, memberB.phone].sort()],
      ['独行侠', loner.phone, []],
    ]);
    expect((await TeamModel.findById(teamB).lean())?.memberCount).toBe(3);
    expect(await TeamMemberModel.findOne({ playerId: loner.id }).lean()).toMatchObject({ teamId: new mongoose.Types.ObjectId(created.body.id as string) });
    // The new leader leads in the game itself: only a leader may start a trade.
    await give(teamB, [{ type: 'food', arg: 'bread', count: 1 }]);
    await openTrade(memberA, teamA);
  });

  it('refuses a change from a stale view with 409 ROSTER_STALE and writes nothing', async () => {
    await asOrganizer('put', `/teams/${teamB}`).send({ name: '流浪者二队', version: 0 }).expect(200);
    const stale = RosterStaleRefusal.parse((await asOrganizer('delete', `/teams/${teamA}`).send({ version: 0 }).expect(409)).body);
    expect(stale.version).toBe(1);
    await asOrganizer('post', `/teams/${teamA}/reset`).send({ version: 0 }).expect(409);
    await asOrganizer('put', `/members/${memberA.phone}/team`).send({ teamId: teamB, version: 0 }).expect(409);
    await asOrganizer('put', `/teams/${teamA}/leader`).send({ phone: memberA.phone, version: 0 }).expect(409);
    const roster = await readRoster();
    expect(roster.teams.map((team) => [team.name, team.leader?.phone, team.members.length])).toEqual([
      ['拾荒者', leaderA.phone, 1],
      ['流浪者二队', leaderB.phone, 1],
    ]);
  });

  it("makes a view stale after the organiser moves a player through fanhua's administration (which carries no version)", async () => {
    await asOrganizer('post', '/admin/move-player').send({ player_id: memberA.id, team_id: teamB }).expect(200);
    expect((await readRoster()).version).toBe(1);
    await expectRefused(await asOrganizer('post', `/teams/${teamA}/members`).send({ phone: loner.phone, version: 0 }), 409, 'ROSTER_STALE');
    // Other administration (assets) leaves the roster's version alone.
    await asOrganizer('post', '/trade/add-asset').send({ team_id: teamA, type: 'money', arg: null, count: 1 }).expect(200);
    expect((await readRoster()).version).toBe(1);
  });

  it('applies exactly one of many changes made at once from the same version', async () => {
    const answers = await Promise.all([
      asOrganizer('put', `/teams/${teamA}`).send({ name: '红队', version: 0 }),
      asOrganizer('delete', `/teams/${teamA}`).send({ version: 0 }),
      asOrganizer('post', `/teams/${teamB}/reset`).send({ version: 0 }),
      asOrganizer('put', `/members/${memberA.phone}/team`).send({ teamId: teamB, version: 0 }),
      asOrganizer('put', `/teams/${teamB}/leader`).send({ phone: memberB.phone, version: 0 }),
      asOrganizer('post', `/teams/${teamB}/members`).send({ phone: loner.phone, version: 0 }),
      ...Array.from({ length: 4 }, (_, i) => asOrganizer('put', `/teams/${teamB}`).send({ name: `蓝队${i}`, version: 0 })),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200 || status === 201),
      statuses.join(','),
    ).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status >= 400)) expect(refusal(answer).error).toBe('ROSTER_STALE');
    expect((await readRoster()).version).toBe(1);
    const actions = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions;
    expect(actions.filter((action) => action.action.startsWith('roster.'))).toHaveLength(1);
  });
});
