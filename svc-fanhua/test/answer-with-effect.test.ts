import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { resendAfterAnswerStoreFailed } from '@citygames/service-kit/testing/repeated-writes';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { SpecialActionResponse, TalentAllocateResponse } from '@citygames/contracts/fanhua/areas.schema';
import { TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import { TeamCreateResponse, TeamJoinResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TradeActionResponse, TradeCreateResponse } from '@citygames/contracts/fanhua/trades.schema';
import { AreaTradeModel } from '../src/area-trades/area-trade.model.js';
import { TeamMemberModel } from '../src/teams/team-member.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { TradeModel } from '../src/trades/trade.model.js';
import { areaCentre, createTeam, give, holdings, loadTestPack } from './support/pack-fixtures.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { createTestApp, player } from './support/test-app.js';
import { admin, BREAD_FOR_MASKS, confirmedTrade, inventory, teamWith, twoTradingTeams } from './support/trade-fixtures.js';

// Each kind of fanhua write whose answer could not be stored once its effect committed (the database busy), sent again
// with its key after the key's lease: the answer committed with the effect is replayed, and nothing is done twice
// (docs/invariants.md, "幂等键").
useTestDatabase('fanhua_answer_with_effect');

let clock = new Date('2026-07-12T10:00:00+08:00');
const api = createTestApp({ now: () => clock, random: () => 0.5 });
const passLease = () => {
  clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
};
const [leaderA, memberA, leaderB] = [player(1), player(2), player(3)];

beforeEach(async () => {
  await clearDatabase();
  clock = new Date('2026-07-12T10:00:00+08:00');
  await loadTestPack();
});

describe('area writes', () => {
  it('a trade with an area: the reward is granted once and the retry hears "交易成功", not "already traded"', async () => {
    const team = await createTeam(api, leaderA, '拾荒者');
    const first = await resendAfterAnswerStoreFailed(
      () =>
        api
          .post('/api/fanhua/trade/trade-with-area')
          .set('Authorization', leaderA.auth)
          .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 10 }),
      passLease,
    );
    expect(TradeWithAreaResponse.parse(first.body)).toMatchObject({ message: '交易成功' });
    expect(await holdings(team)).toEqual({ 'food/bread': 2 });
  });

  it('a special area: the talent is raised once', async () => {
    const team = await createTeam(api, leaderA, '拾荒者');
    await give(team, [{ type: 'intelligence', count: 10 }]);
    const first = await resendAfterAnswerStoreFailed(
      () =>
        api
          .post('/api/fanhua/area/special-action')
          .set('Authorization', leaderA.auth)
          .send({ area_id: 2, ...areaCentre(2), accuracy: 15 }),
      passLease,
    );
    expect(SpecialActionResponse.parse(first.body)).toMatchObject({ effect: 'add' });
    expect(await holdings(team)).toEqual({ intelligence: 20 });
  });

  it('the awakening: 30 points once, and the retry hears the talents, not "已经觉醒过了"', async () => {
    const team = await createTeam(api, leaderA, '拾荒者');
    const first = await resendAfterAnswerStoreFailed(
      () =>
        api
          .post('/api/fanhua/area/allocate')
          .set('Authorization', leaderA.auth)
          .send({ allocations: [{ teamId: team, type: 'luck', count: 30 }] }),
      passLease,
    );
    expect(TalentAllocateResponse.parse(first.body).talents).toMatchObject({ luck: 30 });
    expect(await holdings(team)).toEqual({ luck: 30 });
  });

  it('marking an area traded records it once', async () => {
    await createTeam(api, leaderA, '拾荒者');
    await resendAfterAnswerStoreFailed(() => api.post('/api/fanhua/trade/mark-area-traded').set('Authorization', leaderA.auth).send({ area_id: 1 }), passLease);
    expect(await AreaTradeModel.countDocuments()).toBe(1);
  });
});

describe('trades between teams', () => {
  const twoTeams = () => twoTradingTeams(api, leaderA, leaderB);

  it('creating one: one trade, and the retry hears its id (201)', async () => {
    const { b } = await twoTeams();
    const first = await resendAfterAnswerStoreFailed(
      () => api.post('/api/fanhua/trade/create').set('Authorization', leaderA.auth).send({ to_team_id: b.id, items: BREAD_FOR_MASKS, msg: '' }),
      passLease,
    );
    expect(first.status).toBe(201);
    expect(TradeCreateResponse.parse(first.body).trade_id).toBe(String((await TradeModel.findOne().lean())!._id));
    expect(await TradeModel.countDocuments()).toBe(1);
  });

  it('confirming, then accepting: each step once, one transfer, and each retry hears its own step', async () => {
    const { a, b } = await twoTeams();
    const created = await api.post('/api/fanhua/trade/create').set('Authorization', leaderA.auth).send({ to_team_id: b.id, items: BREAD_FOR_MASKS, msg: '' });
    const id = TradeCreateResponse.parse(created.body).trade_id;
    const confirmed = await resendAfterAnswerStoreFailed(() => api.post(`/api/fanhua/trade/confirm/${id}`).set('Authorization', leaderA.auth), passLease);
    expect(TradeActionResponse.parse(confirmed.body).trade.status).toBe('buyer_confirmed');
    const accepted = await resendAfterAnswerStoreFailed(
      () => api.post(`/api/fanhua/trade/accept/${id}`).set('Authorization', leaderB.auth).send({}),
      passLease,
    );
    expect(TradeActionResponse.parse(accepted.body)).toMatchObject({ message: '交易完成', trade: { status: 'completed' } });
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 7, 'equipment/mask': 2 });
    expect(await inventory(b.id)).toMatchObject({ 'food/bread': 3, 'equipment/mask': 2 });
  });

  it('cancelling and rejecting: the retry hears the step, not "already handled"', async () => {
    const { b } = await twoTeams();
    const created = await api.post('/api/fanhua/trade/create').set('Authorization', leaderA.auth).send({ to_team_id: b.id, items: BREAD_FOR_MASKS, msg: '' });
    const cancelled = await resendAfterAnswerStoreFailed(
      () => api.post(`/api/fanhua/trade/cancel/${TradeCreateResponse.parse(created.body).trade_id}`).set('Authorization', leaderA.auth),
      passLease,
    );
    expect(TradeActionResponse.parse(cancelled.body).trade.status).toBe('cancelled');
    const offered = await confirmedTrade(api, leaderA, b.id, BREAD_FOR_MASKS);
    const rejected = await resendAfterAnswerStoreFailed(
      () => api.post(`/api/fanhua/trade/reject/${offered}`).set('Authorization', leaderB.auth).send({}),
      passLease,
    );
    expect(TradeActionResponse.parse(rejected.body).trade.status).toBe('rejected');
  });
});

describe('the radio and teams', () => {
  it('a radio message is stored once and the retry hears "201" with that message', async () => {
    const first = await resendAfterAnswerStoreFailed(
      () =>
        api
          .post('/api/fanhua/msg/send')
          .set('Authorization', admin.auth)
          .send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '全体注意', msg: '九点集合' }),
      passLease,
    );
    expect(first.status).toBe(201);
    expect(await storedRadioMessages()).toHaveLength(1);
  });

  it('creating a team: one team, and the retry hears its invite code and members (201), not "already in a team"', async () => {
    const first = await resendAfterAnswerStoreFailed(
      () => api.post('/api/fanhua/team/create').set('Authorization', leaderA.auth).send({ name: '拾荒者' }),
      passLease,
    );
    expect(first.status).toBe(201);
    expect(TeamCreateResponse.parse(first.body).members).toMatchObject([{ id: leaderA.id, isLeader: true, isSelf: true }]);
    expect(await TeamModel.countDocuments()).toBe(1);
  });

  it('joining a team: the member joins once and the retry hears the team and its members', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const first = await resendAfterAnswerStoreFailed(
      () => api.post('/api/fanhua/team/join').set('Authorization', memberA.auth).send({ inviteCode: a.inviteCode }),
      passLease,
    );
    expect(TeamJoinResponse.parse(first.body).members.map((member) => member.id)).toEqual([leaderA.id, memberA.id]);
    expect((await TeamModel.findById(a.id).lean())!.memberCount).toBe(2);
  });

  it('leaving a team: the member leaves once and the retry hears "left", not "in no team"', async () => {
    await createTeam(api, leaderA, '拾荒者', [memberA]);
    await resendAfterAnswerStoreFailed(() => api.post('/api/fanhua/team/exit').set('Authorization', memberA.auth).send({}), passLease);
    expect(await TeamMemberModel.countDocuments({ playerId: memberA.id })).toBe(0);
  });
});
