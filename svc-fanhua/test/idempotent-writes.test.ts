import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { holdKey, letGoOfKey } from '@citygames/service-kit/idempotency/idempotency-claim';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { ExploreResponse } from '@citygames/contracts/fanhua/areas.schema';
import { TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import { TeamCreateResponse, TeamExitResponse, TeamJoinResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TradeActionResponse, TradeCreateResponse } from '@citygames/contracts/fanhua/trades.schema';
import { refuseAnswerStoreAfterEffect, sendRepeatedly } from '@citygames/service-kit/testing/repeated-writes';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { logPosition } from '../src/areas/area-guards.js';
import { POSITION_REPORT_LIMIT } from '../src/positions/position-report-limit.js';
import { TeamMemberModel } from '../src/teams/team-member.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { TradeModel } from '../src/trades/trade.model.js';
import { areaCentre, createTeam, holdings, loadTestPack, northOf } from './support/pack-fixtures.js';
import { storedFixes } from './support/stored-fixes.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { createTestApp, player } from './support/test-app.js';
import { admin, BREAD_FOR_MASKS, confirmedTrade, inventory, teamWith, twoTradingTeams } from './support/trade-fixtures.js';

// Every player write of fanhua, its answer lost and the write sent again with its key:
// one effect, the first answer to every copy (docs/invariants.md, "幂等键").
useTestDatabase('fanhua_idempotent');
beforeEach(() => clearDatabase());

let clock = new Date('2026-07-12T10:00:00+08:00');
const api = createTestApp({ now: () => clock });
const [leaderA, memberA, leaderB] = [player(1), player(2), player(3)];
/** The reports counted in the player's running window (position-report-limit.ts); none once it ended. */
const reportsCounted = async (who: { id: string }) => {
  const window = await mongoose.connection.collection<{ count: number; windowEndsAt: Date }>('position_report_windows').findOne({ key: `player:${who.id}` });
  return window && window.windowEndsAt > clock ? window.count : 0;
};

describe('team writes sent again after their answer was lost', () => {
  it('creating a team creates one team, and every copy gets its invite code', async () => {
    const first = await sendRepeatedly(() =>
      api.post('/api/fanhua/team/create').set('Authorization', leaderA.auth).send({ name: '拾荒者', description: '描述' }),
    );
    expect(first.status).toBe(201);
    TeamCreateResponse.parse(first.body);
    expect(await TeamModel.countDocuments()).toBe(1);
  });

  it('joining and leaving are answered as the first time, not "already in a team" or "in no team"', async () => {
    const { inviteCode } = await teamWith(api, leaderA, '拾荒者');
    const joined = await sendRepeatedly(() => api.post('/api/fanhua/team/join').set('Authorization', memberA.auth).send({ inviteCode }));
    expect(joined.status).toBe(200);
    TeamJoinResponse.parse(joined.body);
    const left = await sendRepeatedly(() => api.post('/api/fanhua/team/exit').set('Authorization', memberA.auth).send({}));
    expect(TeamExitResponse.parse(left.body).message).toBe('已退出队伍');
    expect(await TeamMemberModel.countDocuments({ playerId: memberA.id })).toBe(0);
    expect((await TeamModel.findOne().lean())?.memberCount).toBe(1);
  });
});

describe('trade writes sent again after their answer was lost', () => {
  const twoTeams = () => twoTradingTeams(api, leaderA, leaderB);

  it('creating a trade creates one trade', async () => {
    const { b } = await twoTeams();
    const first = await sendRepeatedly(() =>
      api.post('/api/fanhua/trade/create').set('Authorization', leaderA.auth).send({ to_team_id: b.id, items: BREAD_FOR_MASKS, msg: '' }),
    );
    expect(first.status).toBe(201);
    TradeCreateResponse.parse(first.body);
    expect(await TradeModel.countDocuments()).toBe(1);
  });

  it('confirming and accepting settle once: one transfer, and every copy hears "交易完成"', async () => {
    const { a, b } = await twoTeams();
    const created = await api.post('/api/fanhua/trade/create').set('Authorization', leaderA.auth).send({ to_team_id: b.id, items: BREAD_FOR_MASKS, msg: '' });
    const id = TradeCreateResponse.parse(created.body).trade_id;
    const confirmed = await sendRepeatedly(() => api.post(`/api/fanhua/trade/confirm/${id}`).set('Authorization', leaderA.auth));
    expect(TradeActionResponse.parse(confirmed.body).trade.status).toBe('buyer_confirmed');
    const accepted = await sendRepeatedly(() => api.post(`/api/fanhua/trade/accept/${id}`).set('Authorization', leaderB.auth).send({}));
    expect(TradeActionResponse.parse(accepted.body)).toMatchObject({ message: '交易完成', trade: { status: 'completed' } });
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 7, 'equipment/mask': 2 });
    expect(await inventory(b.id)).toMatchObject({ 'food/bread': 3, 'equipment/mask': 2 });
  });

  it('a confirmed trade is not confirmed twice by a second key either (the trade guard, not the key)', async () => {
    const { b } = await twoTeams();
    const id = await confirmedTrade(api, leaderA, b.id, BREAD_FOR_MASKS);
    expect((await api.post(`/api/fanhua/trade/confirm/${id}`).set('Authorization', leaderA.auth)).status).toBe(409);
  });
});

describe('area writes sent again after their answer was lost', () => {
  beforeEach(async () => {
    clock = new Date('2026-07-12T10:00:00+08:00');
    await loadTestPack();
  });

  it('trading with an area grants its reward once, and every copy hears "交易成功" (not "already traded")', async () => {
    const team = await createTeam(api, leaderA, '拾荒者');
    const first = await sendRepeatedly(() =>
      api
        .post('/api/fanhua/trade/trade-with-area')
        .set('Authorization', leaderA.auth)
        .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 10 }),
    );
    expect(TradeWithAreaResponse.parse(first.body)).toMatchObject({ success: true, message: '交易成功' });
    expect(await holdings(team)).toEqual({ 'food/bread': 2 });
  });

  it('exploring logs the position once and counts one report', async () => {
    await createTeam(api, leaderA, '拾荒者');
    const first = await sendRepeatedly(() =>
      api
        .post('/api/fanhua/area/explore')
        .set('Authorization', leaderA.auth)
        .send({ area_id: 'area_1', ...northOf(areaCentre(1), 300), accuracy: 20 }),
    );
    expect(ExploreResponse.parse(first.body)).toMatchObject({ in_range: false, distance_m: 300 });
    expect(await storedFixes()).toHaveLength(1);
    expect(await reportsCounted(leaderA)).toBe(1);
  });

  it('exploring sent again after its reply was never stored and its lease ran out logs the position once and counts no second report', async () => {
    await createTeam(api, leaderA, '拾荒者');
    const storeReply = refuseAnswerStoreAfterEffect();
    const key = randomUUID();
    const explore = () =>
      api
        .post('/api/fanhua/area/explore')
        .set('Authorization', leaderA.auth)
        .set(IDEMPOTENCY_KEY_HEADER, key)
        .send({ area_id: 'area_1', ...northOf(areaCentre(1), 300), accuracy: 20 });
    await explore();
    storeReply();
    expect(await reportsCounted(leaderA)).toBe(1);

    // the lease (60 s) outlasts the report window (60 s): the retry comes in a new window, which it leaves as it found it
    clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    const retry = await explore();
    expect(ExploreResponse.parse(retry.body)).toMatchObject({ in_range: false, distance_m: 300 });
    expect(await storedFixes()).toHaveLength(1);
    expect(await reportsCounted(leaderA)).toBe(0);
  });

  /** One attempt of a keyed report, as a request holding the key (claim `attempt`) runs it. */
  const keyedReport = (key: string, attempt: string) =>
    new Promise<void>((resolve, reject) =>
      holdKey({ id: key, claimId: attempt, answered: false }, () => {
        logPosition({ playerId: leaderA.id, teamId: null, position: { ...areaCentre(1), accuracy: 10 }, purpose: 'gpstest', now: clock }, null, null)
          .then(resolve, reject)
          .finally(letGoOfKey);
      }),
    );

  it('a keyed report sent again into the window its first attempt filled (a 5xx gave the key back) is not refused', async () => {
    for (let n = 1; n < POSITION_REPORT_LIMIT.limit; n += 1) {
      expect(
        (
          await api
            .post('/api/fanhua/area/gpstest')
            .set('Authorization', leaderA.auth)
            .send({ ...areaCentre(1), accuracy: 10 })
        ).status,
      ).toBe(200);
    }
    const key = randomUUID();
    await keyedReport(key, 'first');
    expect(await reportsCounted(leaderA)).toBe(POSITION_REPORT_LIMIT.limit);
    await keyedReport(key, 'again');
    await expect(keyedReport(randomUUID(), 'another')).rejects.toMatchObject({ status: 429 });
    expect(await storedFixes()).toHaveLength(POSITION_REPORT_LIMIT.limit);
    expect(await reportsCounted(leaderA)).toBe(POSITION_REPORT_LIMIT.limit);
  });

  it('twenty attempts of one keyed report at once (its key taken over each time) log one fix and count one report', async () => {
    const key = randomUUID();
    await Promise.all(Array.from({ length: 20 }, (_, n) => keyedReport(key, `attempt-${n}`)));
    expect(await storedFixes()).toEqual([expect.objectContaining({ playerId: leaderA.id, requestKey: key })]);
    expect(await reportsCounted(leaderA)).toBe(1);
  });
});

describe('a radio message sent again after its answer was lost', () => {
  it('is broadcast once', async () => {
    const first = await sendRepeatedly(() =>
      api
        .post('/api/fanhua/msg/send')
        .set('Authorization', admin.auth)
        .send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '全体注意', msg: '九点集合' }),
    );
    expect(first.status).toBe(201);
    expect(await storedRadioMessages()).toHaveLength(1);
  });
});
