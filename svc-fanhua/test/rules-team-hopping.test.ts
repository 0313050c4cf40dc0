import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TalentAllocateResponse } from '@citygames/contracts/fanhua/areas.schema';
import { TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import { TeamCreateResponse } from '@citygames/contracts/fanhua/teams.schema';
import { PlayerEarningModel, type PlayerEarningRecord } from '../src/earnings/player-earning.model.js';
import { TeamCreationCountModel } from '../src/teams/team-creation-count.model.js';
import { admin } from './support/trade-fixtures.js';
import { TEAMS_CREATED_PER_PLAYER } from '../src/domain/team-creation-limit.js';
import { areaCentre, createTeam, holdings, loadTestPack } from './support/pack-fixtures.js';
import { createTestApp, player, refusal, type TestPlayer } from './support/test-app.js';

useTestDatabase('fanhua_rules_team_hopping');

let clock = new Date('2026-07-12T10:00:00+08:00');
const api = createTestApp({ now: () => clock });
const [alice, bob, carol, dave] = [player(1), player(2), player(3), player(4)];

beforeEach(async () => {
  await clearDatabase();
  clock = new Date('2026-07-12T10:00:00+08:00');
  await loadTestPack();
});

const awaken = (who: TestPlayer, teamId: string) =>
  api
    .post('/api/fanhua/area/allocate')
    .set('Authorization', who.auth)
    .send({ allocations: [{ teamId, type: 'luck', count: 30 }] });

const takeArea1 = (who: TestPlayer) =>
  api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', who.auth)
    .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 10 });

const leave = (who: TestPlayer, newLeader?: TestPlayer) =>
  api
    .post('/api/fanhua/team/exit')
    .set('Authorization', who.auth)
    .send(newLeader ? { 'new-leader': newLeader.id } : {});

const create = (who: TestPlayer, name: string) => api.post('/api/fanhua/team/create').set('Authorization', who.auth).send({ name });

const inviteCodeOf = async (who: TestPlayer) => {
  const res = await api.get('/api/fanhua/team/current').set('Authorization', who.auth);
  return (res.body as { team: { invite_code: string } }).team.invite_code;
};

describe('a player brings each area and the awakening to a team once, wherever they go', () => {
  it('the reported hop (leave, create, awaken, take area 1 again, rejoin) mints nothing, three rounds in a row', async () => {
    const home = await createTeam(api, alice, '主队', [bob]);
    TalentAllocateResponse.parse((await awaken(alice, home)).body);
    TradeWithAreaResponse.parse((await takeArea1(alice)).body);
    const homeCode = await inviteCodeOf(alice);

    for (let round = 1; round <= 3; round += 1) {
      clock = new Date(clock.getTime() + 60_000);
      expect((await leave(bob)).status).toBe(200);
      const created = await create(bob, `分队${round}`);
      expect(created.status).toBe(201);
      const side = TeamCreateResponse.parse(created.body).teamId;

      const awakening = await awaken(bob, side);
      expect(awakening.status).toBe(409);
      expect(refusal(awakening)).toMatchObject({
        error: 'AWAKENING_EARNED_ELSEWHERE',
        message: '队员「玩家2」已经在别的队伍参与过天赋觉醒：每名玩家只能参与一次天赋觉醒',
      });
      const reward = await takeArea1(bob);
      expect(reward.status).toBe(409);
      expect(refusal(reward)).toMatchObject({
        error: 'AREA_EARNED_ELSEWHERE',
        message: '队员「玩家2」已经在别的队伍和「区域1」交易过：每名玩家在每个区域只能为队伍交易一次',
      });
      expect(await holdings(side)).toEqual({});

      expect((await leave(bob)).status).toBe(200);
      expect((await api.post('/api/fanhua/team/join').set('Authorization', bob.auth).send({ inviteCode: homeCode })).status).toBe(200);
    }
    expect(await holdings(home)).toEqual({ luck: 30, 'food/bread': 2 });
  });

  it('one member who earned it elsewhere stops the whole team; without them the others still can', async () => {
    const home = await createTeam(api, alice, '主队', [bob]);
    expect((await awaken(alice, home)).status).toBe(200);
    expect((await takeArea1(bob)).status).toBe(200);
    expect((await leave(bob)).status).toBe(200);

    const other = await createTeam(api, carol, '新队', [bob, dave]);
    expect(refusal(await awaken(dave, other)).error).toBe('AWAKENING_EARNED_ELSEWHERE');
    expect(refusal(await takeArea1(carol)).error).toBe('AREA_EARNED_ELSEWHERE');
    // The refused attempts left nothing behind: once bob is gone, carol and dave earn both for their team.
    expect((await leave(bob)).status).toBe(200);
    expect((await awaken(dave, other)).status).toBe(200);
    expect((await takeArea1(carol)).status).toBe(200);
    expect(await holdings(other)).toEqual({ luck: 30, 'food/bread': 2 });
  });

  it('a player who joined after the team earned it brings it once to another team', async () => {
    const home = await createTeam(api, alice, '主队');
    expect((await awaken(alice, home)).status).toBe(200);
    expect((await takeArea1(alice)).status).toBe(200);
    await api
      .post('/api/fanhua/team/join')
      .set('Authorization', carol.auth)
      .send({ inviteCode: await inviteCodeOf(alice) });
    expect((await leave(carol)).status).toBe(200);
    const own = await createTeam(api, carol, '后来者');
    expect((await awaken(carol, own)).status).toBe(200);
    expect((await takeArea1(carol)).status).toBe(200);
    expect(await holdings(own)).toEqual({ luck: 30, 'food/bread': 2 });
  });

  it('special areas count as area trades: the +10 of area 2 is brought once per player', async () => {
    await createTeam(api, alice, '主队', [bob]);
    const special = (who: TestPlayer) =>
      api
        .post('/api/fanhua/area/special-action')
        .set('Authorization', who.auth)
        .send({ area_id: 2, ...areaCentre(2), accuracy: 10 });
    expect((await special(bob)).status).toBe(200);
    expect((await leave(bob)).status).toBe(200);
    const side = await createTeam(api, bob, '分队');
    expect(refusal(await special(bob)).error).toBe('AREA_EARNED_ELSEWHERE');
    expect(await holdings(side)).toEqual({});
  });
});

describe('teams one account may create in an event', () => {
  it(`allows ${TEAMS_CREATED_PER_PLAYER}, refuses the next with a Chinese message, and a refused creation does not count`, async () => {
    await createTeam(api, alice, '已有的名字');
    for (let n = 1; n <= TEAMS_CREATED_PER_PLAYER; n += 1) {
      const taken = await create(dave, '已有的名字');
      expect(refusal(taken).error).toBe('TEAM_NAME_TAKEN');
      expect((await create(dave, `第${n}队`)).status).toBe(201);
      expect((await leave(dave)).status).toBe(200);
    }
    const over = await create(dave, '再来一队');
    expect(over.status).toBe(409);
    expect(refusal(over)).toMatchObject({
      error: 'TEAM_CREATION_LIMIT',
      message: `本次活动每个账号最多创建 ${TEAMS_CREATED_PER_PLAYER} 支队伍，你已经创建了 ${TEAMS_CREATED_PER_PLAYER} 支，请加入已有的队伍`,
    });
    // Joining stays open.
    expect(
      (
        await api
          .post('/api/fanhua/team/join')
          .set('Authorization', dave.auth)
          .send({ inviteCode: await inviteCodeOf(alice) })
      ).status,
    ).toBe(200);
  });

  it('parallel creations by one account create one team and count one', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(dave, `并发${i}`)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status !== 201).map((res) => refusal(res).error)).toEqual(Array(9).fill('ALREADY_IN_TEAM'));
    expect((await TeamCreationCountModel.findById(dave.id).lean<{ created: number }>())?.created).toBe(1);
  });
});

describe('parallel hops', () => {
  it('two teams taking area 1 while the organiser moves a player between them at once: each player counted once, nothing lost or doubled', async () => {
    const home = await createTeam(api, alice, '主队', [bob]);
    const side = await createTeam(api, carol, '分队');
    const move = (teamId: string) => api.post('/api/fanhua/admin/move-player').set('Authorization', admin.auth).send({ player_id: bob.id, team_id: teamId });
    const results = await Promise.all([takeArea1(alice), move(side), takeArea1(carol), move(home), takeArea1(bob), move(side), takeArea1(carol)]);
    expect(results.filter((res) => res.status >= 500)).toEqual([]);
    const grants = await PlayerEarningModel.find({ earning: 'area:1' }).lean<PlayerEarningRecord[]>();
    const players = grants.map((grant) => grant.playerId);
    expect(new Set(players).size).toBe(players.length);
    const teamsThatTraded = new Set(grants.map((grant) => String(grant.teamId)));
    const bread = (await holdings(home))['food/bread'] ?? 0;
    const sideBread = (await holdings(side))['food/bread'] ?? 0;
    expect(bread + sideBread).toBe(2 * teamsThatTraded.size);
    expect(results.filter((res, i) => i % 2 === 0 && res.status === 200)).toHaveLength(teamsThatTraded.size);
  });
});
