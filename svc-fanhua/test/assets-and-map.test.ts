import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { AreaGetAllResponse, AreaMapResponse, AreaStates, ExploreResponse, GpsTestResponse } from '@citygames/contracts/fanhua/areas.schema';
import { AssetsResponse, LeaderboardResponse } from '@citygames/contracts/fanhua/assets.schema';
import { areaCentre, CENTRE, createTeam, give, loadTestPack, northOf } from './support/pack-fixtures.js';
import { createTestApp, player } from './support/test-app.js';
import { storedFixes } from './support/stored-fixes.js';

useTestDatabase('fanhua_assets_map');

const api = createTestApp();
const [alice, bob, carol, admin] = [player(1), player(2), player(3), player(99, 'admin')];

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
});

describe('assets', () => {
  it("shows the caller's team assets and refuses another team's unless admin", async () => {
    const mine = await createTeam(api, alice, '甲队');
    const theirs = await createTeam(api, bob, '乙队');
    await give(mine, [
      { type: 'food', arg: 'bread', count: 2 },
      { type: 'luck', count: 7 },
    ]);
    const res = await api.get('/api/fanhua/trade/assets').query({ team_id: mine }).set('Authorization', alice.auth);
    expect(AssetsResponse.parse(res.body)).toEqual({
      success: true,
      team_id: mine,
      assets: [
        { type: 'food', arg: 'bread', count: 2 },
        { type: 'luck', arg: '', count: 7 },
      ],
    });
    const other = await api.get('/api/fanhua/trade/assets').query({ team_id: theirs }).set('Authorization', alice.auth);
    expect(other.status).toBe(403);
    expect(ErrorResponse.parse(other.body).error).toBe('NOT_YOUR_TEAM');
    const asAdmin = await api.get('/api/fanhua/trade/assets').query({ team_id: mine }).set('Authorization', admin.auth);
    expect(AssetsResponse.parse(asAdmin.body).assets).toHaveLength(2);
    const noTeam = await api.get('/api/fanhua/trade/assets').set('Authorization', carol.auth);
    expect(ErrorResponse.parse(noTeam.body).error).toBe('NO_TEAM');
  });
});

describe('leaderboard', () => {
  it('ranks teams by count, top N, skipping zero, and follows changes at once', async () => {
    const a = await createTeam(api, alice, '甲队');
    const b = await createTeam(api, bob, '乙队');
    const c = await createTeam(api, carol, '丙队');
    await give(a, [{ type: 'food', arg: 'bread', count: 3 }]);
    await give(b, [{ type: 'food', arg: 'bread', count: 9 }]);
    await give(c, [{ type: 'food', arg: 'water', count: 50 }]);
    const board = async () =>
      LeaderboardResponse.parse(
        (await api.get('/api/fanhua/trade/leaderboard').query({ type: 'food', arg: 'bread', limit: 10 }).set('Authorization', carol.auth)).body,
      );
    const first = await board();
    expect(first.leaderboard).toEqual([
      { rank: 1, team_id: b, team_name: '乙队', count: 9 },
      { rank: 2, team_id: a, team_name: '甲队', count: 3 },
    ]);
    const cached = await board();
    expect(cached.leaderboard).toEqual(first.leaderboard);

    await give(a, [{ type: 'food', arg: 'bread', count: 10 }]);
    await give(b, [{ type: 'food', arg: 'bread', count: -9 }]);
    const changed = await board();
    expect(changed.leaderboard).toEqual([{ rank: 1, team_id: a, team_name: '甲队', count: 13 }]);

    const top1 = await api.get('/api/fanhua/trade/leaderboard').query({ type: 'food', arg: 'water', limit: 1 }).set('Authorization', alice.auth);
    expect(LeaderboardResponse.parse(top1.body).leaderboard).toHaveLength(1);
  });

  it('validates the resource', async () => {
    const bad = await api.get('/api/fanhua/trade/leaderboard').query({ type: 'food', arg: 'bandage' }).set('Authorization', alice.auth);
    expect(bad.status).toBe(400);
    expect(ErrorResponse.parse(bad.body).message).toContain('未知的资源');
    const talent = await api.get('/api/fanhua/trade/leaderboard').query({ type: 'luck' }).set('Authorization', alice.auth);
    expect(LeaderboardResponse.parse(talent.body)).toEqual({ success: true, frozen_at: null, leaderboard: [] });
  });
});

describe('area map data', () => {
  it('getAll answers states as JSON text and never leaks hidden rewards', async () => {
    const res = await api.get('/api/fanhua/area/getAll').set('Authorization', alice.auth);
    const body = AreaGetAllResponse.parse(res.body);
    const byId = new Map(body.areas.map((a) => [a.id, AreaStates.parse(JSON.parse(a.states))]));
    expect(byId.get(1)?.rewards?.[0]).toEqual({
      id: 'free',
      text: '拾荒所得',
      requires: [],
      gives: [{ type: 'food', arg: 'bread', count: 2, name: '面包' }],
      conds: [],
    });
    expect(byId.get(2)).toEqual({ special: { type: 'add', increment: { type: 'intelligence', value: 10 } }, rewards: [] });
    expect(byId.get(6)).toEqual({ hidden: true });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('map lists every area with WGS-84 centre, radius, names and the opening state', async () => {
    const res = AreaMapResponse.parse((await api.get('/api/fanhua/area/map').set('Authorization', alice.auth)).body);
    expect(res.event).toMatchObject({ name: '测试活动', timezone: 'Asia/Shanghai', opensAt: null, isOpen: true, coordinateSystem: 'WGS-84' });
    expect(res.areas).toHaveLength(6);
    expect(res.areas[0]).toEqual({
      area_id: 1,
      name: '区域1',
      location: ['第1街'],
      cx: areaCentre(1).lng,
      cy: areaCentre(1).lat,
      radius: 0.2,
      hidden: false,
      landmark: false,
      special: null,
      reward_level: 2,
    });
    expect(res.areas[5]).toMatchObject({ area_id: 6, name: '???', location: [], hidden: true });
    expect(res.gpsTestAreas).toHaveLength(3);
  });

  it('explore reports the distance and logs the fix; gpstest checks the three test areas', async () => {
    await createTeam(api, alice, '甲队');
    const explore = await api
      .post('/api/fanhua/area/explore')
      .set('Authorization', alice.auth)
      .send({ area_id: 'area_1', ...northOf(areaCentre(1), 300), accuracy: 20 });
    expect(ExploreResponse.parse(explore.body)).toMatchObject({
      success: true,
      in_range: false,
      reason: 'NOT_IN_AREA',
      distance_m: 300,
      radius_m: 200,
      accuracy_m: 20,
      has_traded: false,
    });
    const gps = await api
      .post('/api/fanhua/area/gpstest')
      .set('Authorization', bob.auth)
      .send({ ...northOf(CENTRE, 450), accuracy: 160 });
    expect(GpsTestResponse.parse(gps.body).checks).toEqual([
      { name: '北区', radius_km: 0.4, distance_m: 550, in_range: true },
      { name: '南区', radius_km: 0.4, distance_m: 450, in_range: true },
      { name: '东区', radius_km: 0.4, distance_m: 8550, in_range: false },
    ]);
    const fixes = await storedFixes();
    expect(fixes.map((f) => f.purpose)).toEqual(['explore', 'gpstest']);
  });
});
