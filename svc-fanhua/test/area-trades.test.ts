import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { CheckAreaTradedResponse, MarkAreaTradedResponse, TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import { AreaTradeModel } from '../src/area-trades/area-trade.model.js';
import { EventSettingsModel } from '../src/content/event-settings.model.js';
import { areaCentre, createTeam, give, holdings, loadTestPack, northOf } from './support/pack-fixtures.js';
import { storedFixes } from './support/stored-fixes.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_area_trades');

let clock = new Date('2026-07-12T10:00:00+08:00');
const api = createTestApp({ now: () => clock });
const [alice, bob] = [player(1), player(2)];
let team: string;

beforeEach(async () => {
  await clearDatabase();
  clock = new Date('2026-07-12T10:00:00+08:00');
  await loadTestPack();
  team = await createTeam(api, alice, '拾荒者', [bob]);
});

const trade = (who = alice, body: Record<string, unknown> = {}) =>
  api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', who.auth)
    .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 10, ...body });

describe('trade-with-area location check', () => {
  it('accepts a player at radius + accuracy and refuses one just beyond', async () => {
    const edge = northOf(areaCentre(1), 200 + 50 - 0.5);
    const beyond = northOf(areaCentre(1), 200 + 50 + 0.5);
    const refused = await trade(alice, { ...beyond, accuracy: 50 });
    expect(refused.status).toBe(403);
    expect(refusal(refused)).toMatchObject({ error: 'NOT_IN_AREA', radius_m: 200, accuracy_m: 50 });
    expect(refusal(refused).message).toContain('不在「区域1」范围内');
    const accepted = await trade(alice, { ...edge, accuracy: 50 });
    expect(accepted.status).toBe(200);
  });

  it('refuses accuracy above 200 m even at the centre, accepts exactly 200', async () => {
    const vague = await trade(alice, { accuracy: 200.5 });
    expect(vague.status).toBe(403);
    expect(refusal(vague)).toMatchObject({ error: 'ACCURACY_TOO_LOW', message: '定位精度太低，无法交易' });
    const ok = await trade(alice, { accuracy: 200 });
    expect(ok.status).toBe(200);
  });

  it('takes a missing accuracy as 30 m', async () => {
    const at229 = northOf(areaCentre(1), 229);
    const at231 = northOf(areaCentre(1), 231);
    expect(refusal(await trade(alice, { ...at231, accuracy: undefined })).error).toBe('NOT_IN_AREA');
    expect((await trade(alice, { ...at229, accuracy: null })).status).toBe(200);
  });

  it('logs every position sent, accepted or not', async () => {
    await trade(alice, { ...northOf(areaCentre(1), 5000) });
    await trade(bob);
    const fixes = await storedFixes();
    expect(fixes.map((f) => [f.playerId, f.purpose, f.areaId, f.accepted, f.teamId])).toEqual([
      [alice.id, 'area-trade', 1, false, team],
      [bob.id, 'area-trade', 1, true, team],
    ]);
  });

  it('requires a position', async () => {
    const res = await api.post('/api/fanhua/trade/trade-with-area').set('Authorization', alice.auth).send({ area_id: 1, reward_id: 'free' });
    expect(res.status).toBe(400);
    expect(refusal(res).message).toContain('缺少定位信息');
  });
});

describe('trade-with-area rules', () => {
  it('grants the gives and answers traded_reward', async () => {
    const res = await trade();
    expect(TradeWithAreaResponse.parse(res.body)).toEqual({
      success: true,
      message: '交易成功',
      traded_reward: { spent: [], gained: [{ type: 'food', arg: 'bread', count: 2 }] },
    });
    expect(await holdings(team)).toEqual({ 'food/bread': 2 });
  });

  it('allows one trade per team and area, also for two parallel requests by two members', async () => {
    const [first, second] = await Promise.all([trade(alice), trade(bob)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(refusal([first, second].find((r) => r.status === 409)!).message).toBe('你已经和该区域交易过了，无法再次交易');
    expect(await holdings(team)).toEqual({ 'food/bread': 2 });
    const other = await trade(alice, { reward_id: 'deal' });
    expect(refusal(other).error).toBe('AREA_ALREADY_TRADED');
    expect(await AreaTradeModel.countDocuments()).toBe(1);
  });

  it('refuses when conds are not met, without recording the area', async () => {
    await give(team, [
      { type: 'food', arg: 'bread', count: 1 },
      { type: 'food', arg: 'water', count: 5 },
      { type: 'intelligence', count: 11 },
    ]);
    const res = await trade(alice, { reward_id: 'deal', conds: [] });
    expect(res.status).toBe(409);
    expect(refusal(res)).toMatchObject({ error: 'CONDS_NOT_MET', message: '未达到交易条件：智力 ≥ 12' });
    expect(await AreaTradeModel.countDocuments()).toBe(0);
  });

  it('pays requires and keeps conds', async () => {
    await give(team, [
      { type: 'food', arg: 'bread', count: 3 },
      { type: 'food', arg: 'water', count: 5 },
      { type: 'intelligence', count: 12 },
    ]);
    const res = await trade(alice, { reward_id: 'deal' });
    expect(TradeWithAreaResponse.parse(res.body).traded_reward).toEqual({
      spent: [
        { type: 'food', arg: 'bread', count: 1 },
        { type: 'food', arg: 'water', count: 5 },
      ],
      gained: [{ type: 'medical', arg: 'bandage', count: 3 }],
    });
    expect(await holdings(team)).toEqual({ 'food/bread': 2, intelligence: 12, 'medical/bandage': 3 });
  });

  it('moves nothing when a payment fails half-way (bread paid, water missing)', async () => {
    await give(team, [
      { type: 'food', arg: 'bread', count: 1 },
      { type: 'food', arg: 'water', count: 4 },
      { type: 'intelligence', count: 20 },
    ]);
    const res = await trade(alice, { reward_id: 'deal' });
    expect(res.status).toBe(409);
    expect(refusal(res)).toMatchObject({ error: 'INSUFFICIENT_ASSETS', message: '饮用水不足，需要 5' });
    expect(await holdings(team)).toEqual({ 'food/bread': 1, 'food/water': 4, intelligence: 20 });
    expect(await AreaTradeModel.countDocuments()).toBe(0);
    expect((await trade(alice, { reward_id: 'free' })).status).toBe(200);
  });

  it('refuses before the opening time, with the time in the message', async () => {
    await EventSettingsModel.updateOne({}, { $set: { opensAt: new Date('2026-07-12T09:00:00+08:00') } });
    clock = new Date('2026-07-12T08:59:59+08:00');
    const early = await trade();
    expect(early.status).toBe(403);
    expect(refusal(early)).toMatchObject({ error: 'NOT_OPEN', message: '交易将于 2026-07-12 9:00 后开放' });
    clock = new Date('2026-07-12T09:00:00+08:00');
    expect((await trade()).status).toBe(200);
  });

  it('refuses hidden areas, unknown areas, unknown rewards and players without a team', async () => {
    expect(refusal(await trade(alice, { area_id: 6, reward_id: 'secret', ...areaCentre(6) })).error).toBe('AREA_HIDDEN');
    expect((await trade(alice, { area_id: 0 })).status).toBe(404);
    expect(refusal(await trade(alice, { area_id: 'area_99' })).error).toBe('AREA_NOT_FOUND');
    expect(refusal(await trade(alice, { reward_id: 'nope' })).message).toBe('没有可用的奖励');
    expect(refusal(await trade(player(7))).error).toBe('NO_TEAM');
  });
});

describe('check-area-traded and mark-area-traded', () => {
  it('reports has_traded and marks idempotently', async () => {
    const before = await api.get('/api/fanhua/trade/check-area-traded/area_1').set('Authorization', bob.auth);
    expect(CheckAreaTradedResponse.parse(before.body)).toEqual({ success: true, has_traded: false });
    await trade();
    const after = await api.get('/api/fanhua/trade/check-area-traded/area_1').set('Authorization', bob.auth);
    expect(CheckAreaTradedResponse.parse(after.body).has_traded).toBe(true);
    const marked = await api.post('/api/fanhua/trade/mark-area-traded').set('Authorization', alice.auth).send({ area_id: 'area_1' });
    expect(MarkAreaTradedResponse.parse(marked.body).message).toBe('已记录');
    expect(await AreaTradeModel.countDocuments()).toBe(1);
    await api.post('/api/fanhua/trade/mark-area-traded').set('Authorization', alice.auth).send({ area_id: 'area_2' });
    const special = await api.get('/api/fanhua/trade/check-area-traded/area_2').set('Authorization', alice.auth);
    expect(CheckAreaTradedResponse.parse(special.body).has_traded).toBe(true);
    const bad = await api.get('/api/fanhua/trade/check-area-traded/area_x').set('Authorization', alice.auth);
    expect(bad.status).toBe(400);
    expect(refusal(bad).message).toBe('请求参数不正确：区域编号格式不正确');
  });
});
