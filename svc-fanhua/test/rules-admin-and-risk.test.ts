import { ActionResponse } from '@citygames/contracts/fanhua/action.schema';
import { AdminAreasResponse } from '@citygames/contracts/fanhua/admin.schema';
import { RadioSendResponse } from '@citygames/contracts/fanhua/radio.schema';
import { TradeCreateResponse, TradeDetailsResponse } from '@citygames/contracts/fanhua/trades.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AreaModel } from '../src/areas/area.model.js';
import { impossibleSpeed, calibrationUse, type RiskFix } from '../src/domain/risk-signals.js';
import { createTeam, give, loadTestPack } from './support/pack-fixtures.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { admin } from './support/trade-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_rules_admin');

const api = createTestApp({ now: () => new Date('2026-07-12T10:00:00+08:00') });
const [alice, bob] = [player(1), player(2)];

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
});

describe('the area reward editor reads the stored groups', () => {
  it('lists every area with its stored groups, hidden ones included, to administrators only', async () => {
    const res = await api.get('/api/fanhua/admin/areas').set('Authorization', admin.auth);
    const { areas } = AdminAreasResponse.parse(res.body);
    const hidden = areas.find((area) => area.id === 6);
    expect(hidden).toMatchObject({ id: 6, name: '区域6', hidden: true, special: null });
    expect(hidden?.rewards).toEqual([{ id: 'secret', requires: [], gives: [{ type: 'will', arg: 'hope', count: 1, name: expect.any(String) }], conds: [] }]);
    expect(areas.find((area) => area.id === 1)?.rewards).toHaveLength(2);

    const refused = await api.get('/api/fanhua/admin/areas').set('Authorization', alice.auth);
    expect(refused.status).toBe(403);
    expect(refusal(refused).error).toBeTruthy();
  });

  it('bounds reward counts like asset grants (1e308 is refused in Chinese, the stored groups stay)', async () => {
    const huge = await api
      .post('/api/fanhua/admin/update-area-rewards/1')
      .set('Authorization', admin.auth)
      .send({ rewards: [{ id: 'x', gives: [{ type: 'money', count: 1e308 }] }] });
    expect(huge.status).toBe(400);
    expect(refusal(huge).message).toBe('第 1 组奖励：数量不能超过 100000');
    expect((await AreaModel.findById(1).lean())!.rewards).toHaveLength(2);
    const max = await api
      .post('/api/fanhua/admin/update-area-rewards/1')
      .set('Authorization', admin.auth)
      .send({ rewards: [{ id: 'x', gives: [{ type: 'money', count: 100_000 }] }] });
    expect(ActionResponse.parse(max.body).message).toContain('的奖励已设置（1 组）');
  });
});

describe('trade items and radio images', () => {
  it('takes a talent item without an arg key as arg null', async () => {
    const teamA = await createTeam(api, alice, '拾荒者');
    const teamB = await createTeam(api, bob, '守夜人');
    await give(teamA, [{ type: 'luck', count: 2 }]);
    const res = await api
      .post('/api/fanhua/trade/create')
      .set('Authorization', alice.auth)
      .send({ to_team_id: teamB, items: [{ type: 'luck', count: -1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const details = await api.get(`/api/fanhua/trade/details/${TradeCreateResponse.parse(res.body).trade_id}`).set('Authorization', alice.auth);
    expect(TradeDetailsResponse.parse(details.body).trade.items).toEqual([{ type: 'luck', arg: null, count: -1 }]);
  });

  it('drops a radio image whose source the sanitiser refused, keeps a good one', async () => {
    const res = await api.post('/api/fanhua/msg/send').set('Authorization', admin.auth).send({
      scope: 'all',
      sender: 'commander',
      message_type: 'system_broadcast',
      title: '地图',
      msg: '<p>看这里<img src="javascript:alert(1)" alt="坏"><img src="https://example.com/map.png" alt="好"></p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    RadioSendResponse.parse(res.body);
    const [stored] = await storedRadioMessages();
    expect(stored!.html).toBe('<p>看这里<img src="https://example.com/map.png" alt="好" /></p>');

    const nothingLeft = await api
      .post('/api/fanhua/msg/send')
      .set('Authorization', admin.auth)
      .send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '坏图', msg: '<img src="javascript:alert(1)">' });
    expect(nothingLeft.status).toBe(400);
    expect(refusal(nothingLeft)).toMatchObject({ error: 'RADIO_BODY_EMPTY', message: '消息内容清理后为空：图片地址无效或只有不允许的内容' });
    expect(await storedRadioMessages()).toHaveLength(1);
  });
});

describe('risk scoring weighs accuracy', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 6, 12, 2, 0, seconds));
  const base = { purpose: 'explore', areaId: null, accepted: null } as const;
  const north = (metres: number) => 31.3 + metres / 111_195;

  it('does not call a first cell fix (±1,500 m, 2.8 km off) a teleport, but still flags a precise jump', () => {
    const honest: RiskFix[] = [
      { ...base, lat: north(2800), lng: 121.5, accuracy: 1500, at: at(0) },
      { ...base, lat: north(0), lng: 121.5, accuracy: 10, at: at(20) },
      { ...base, lat: north(30), lng: 121.5, accuracy: 8, at: at(60) },
    ];
    expect(impossibleSpeed(honest)).toBeNull();
    const jumper: RiskFix[] = [
      { ...base, lat: north(2800), lng: 121.5, accuracy: 15, at: at(0) },
      { ...base, lat: north(0), lng: 121.5, accuracy: 10, at: at(20) },
    ];
    expect(impossibleSpeed(jumper)?.signal).toBe('impossible-speed');
  });

  it('flags a large or often changed calibration with a Chinese reason', () => {
    const fix = (seconds: number, northM: number | null): RiskFix => ({
      ...base,
      lat: 31.3,
      lng: 121.5,
      accuracy: 10 + seconds,
      at: at(seconds),
      calibration: northM === null ? null : { northM, eastM: 0 },
    });
    expect(calibrationUse([fix(0, null), fix(10, 40), fix(20, 45)])).toBeNull();
    expect(calibrationUse([fix(0, null), fix(10, 900)])).toMatchObject({ points: 20, reason: expect.stringContaining('地图校准偏移达约 900 米') });
    const fiddling = calibrationUse([fix(0, 50), fix(1, 100), fix(2, 150), fix(3, 200), fix(4, 250)]);
    expect(fiddling).toMatchObject({ points: 15, reason: '地图校准改动了 4 次' });
  });
});
