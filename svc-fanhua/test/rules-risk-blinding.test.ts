import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ExploreResponse, GpsTestResponse, SpecialActionResponse } from '@citygames/contracts/fanhua/areas.schema';
import { TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import { PlayerRiskListResponse, RiskJobResponse } from '@citygames/contracts/fanhua/risk.schema';
import { areaCentre, createTeam, loadTestPack } from './support/pack-fixtures.js';
import { storedFixes } from './support/stored-fixes.js';
import { admin } from './support/trade-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_rules_risk_blinding');

let clock = new Date('2026-07-12T10:00:00+08:00');
const api = createTestApp({ now: () => clock });
const alice = player(1);

beforeEach(async () => {
  await clearDatabase();
  clock = new Date('2026-07-12T10:00:00+08:00');
  await loadTestPack();
  await createTeam(api, alice, '拾荒者');
});

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** Runs the risk check as the administration page does and returns alice's entry. */
async function aliceRisk() {
  expect((await api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth)).status).toBe(202);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { job } = RiskJobResponse.parse((await api.get('/api/fanhua/players/risk-job').set('Authorization', admin.auth)).body);
    if (job && job.status !== 'running') break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const list = PlayerRiskListResponse.parse((await api.get('/api/fanhua/players/get-all-risk').set('Authorization', admin.auth)).body);
  return list.find((entry) => entry.id === alice.id)!;
}

const tradeArea1 = (extra: Record<string, unknown> = {}) =>
  api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', alice.auth)
    .send({ area_id: 1, reward_id: 'free', conds: [], ...areaCentre(1), accuracy: 10, timestamp: clock.getTime() - 1000, ...extra });

describe('one vague fix does not hide a teleport', () => {
  it('trade at area 1, a GPS test with accuracy 100000, a trade 2 s later 4 km away: scored as a teleport and the vague fix flagged', async () => {
    TradeWithAreaResponse.parse((await tradeArea1()).body);
    later(1);
    const midway = { lat: (areaCentre(1).lat + areaCentre(5).lat) / 2, lng: areaCentre(1).lng };
    GpsTestResponse.parse(
      (
        await api
          .post('/api/fanhua/area/gpstest')
          .set('Authorization', alice.auth)
          .send({ ...midway, accuracy: 100_000 })
      ).body,
    );
    later(1);
    const far = await api
      .post('/api/fanhua/area/special-action')
      .set('Authorization', alice.auth)
      .send({ area_id: 5, ...areaCentre(5), accuracy: 10 });
    SpecialActionResponse.parse(far.body);

    const risk = await aliceRisk();
    expect(risk.status).toBe('completed');
    expect(risk.risk).toBeGreaterThanOrEqual(40);
    expect(risk.reason).toContain('1 次定位跳变超过 120 公里/小时');
    expect(risk.reason).toContain('1 次定位的精度差于 200 米（最差 ±100000 米），这些定位不计入距离判断');
  });
});

describe('a fix stamped far from the server clock', () => {
  it('is refused for trades and explore as not a position of now, logged, and flagged by the risk check', async () => {
    for (const timestamp of [0, Date.parse('2100-01-01T00:00:00Z'), clock.getTime() - 5 * 60_000 - 1000]) {
      later(5);
      const refused = await tradeArea1({ timestamp });
      expect(refused.status).toBe(403);
      expect(refusal(refused)).toMatchObject({
        error: 'FIX_TIME_OFF',
        message: '定位时间与服务器时间相差超过 5 分钟（定位太旧，或手机时间不准），不能用来交易：请重新定位；仍然如此时，请打开手机的“自动设置日期和时间”',
      });
    }
    later(5);
    const explored = ExploreResponse.parse(
      (
        await api
          .post('/api/fanhua/area/explore')
          .set('Authorization', alice.auth)
          .send({ area_id: 1, ...areaCentre(1), accuracy: 10, timestamp: 0 })
      ).body,
    );
    expect(explored).toMatchObject({ in_range: false, reason: 'FIX_TIME_OFF' });
    expect((await storedFixes(alice.id)).filter((fix) => fix.accepted === false)).toHaveLength(4);

    later(5);
    expect((await tradeArea1({ timestamp: clock.getTime() - 4 * 60_000 })).status).toBe(200);

    const risk = await aliceRisk();
    expect(risk.reason).toContain('4 次定位自带的时间与服务器收到的时间相差超过 5 分钟');
    expect(risk.risk).toBeGreaterThanOrEqual(35);
  });
});
