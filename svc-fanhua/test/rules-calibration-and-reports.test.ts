import { TradeWithAreaResponse } from '@citygames/contracts/fanhua/area-trades.schema';
import { ExploreResponse, GpsTestResponse } from '@citygames/contracts/fanhua/areas.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { POSITION_REPORT_LIMIT } from '../src/positions/position-report-limit.js';
import { areaCentre, createTeam, loadTestPack } from './support/pack-fixtures.js';
import { storedFixes } from './support/stored-fixes.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_rules_calibration');

let clock = new Date('2026-07-12T10:00:00+08:00');
const api = createTestApp({ now: () => clock });
const [alice, bob] = [player(1), player(2)];

beforeEach(async () => {
  await clearDatabase();
  clock = new Date('2026-07-12T10:00:00+08:00');
  await loadTestPack();
  await createTeam(api, alice, '拾荒者', [bob]);
});

/** Area 1 lies 1 km north of area 0's spot (CENTRE): a calibration of 1,000 m north would move the dot onto it. */
const farFromArea1 = areaCentre(0);
const dragOntoArea1 = { north_m: 1000, east_m: 0 };

const trade = (body: Record<string, unknown>) =>
  api
    .post('/api/fanhua/trade/trade-with-area')
    .set('Authorization', alice.auth)
    .send({ area_id: 1, reward_id: 'free', ...body });

describe('calibration never moves the location check', () => {
  it('judges the raw fix and logs the calibration and the fix time beside it', async () => {
    const fixedAt = clock.getTime() - 2000;
    const refused = await trade({ ...farFromArea1, accuracy: 10, timestamp: fixedAt, calibration: dragOntoArea1 });
    expect(refused.status).toBe(403);
    expect(refusal(refused).error).toBe('NOT_IN_AREA');
    expect(refusal(refused).distance_m).toBe(1000);

    const [logged] = await storedFixes(alice.id);
    expect(logged).toMatchObject({ lat: farFromArea1.lat, lng: farFromArea1.lng, accuracy: 10, accepted: false, calibration: { northM: 1000, eastM: 0 } });
    expect(logged!.fixedAt?.getTime()).toBe(fixedAt);

    const atArea = await trade({ ...areaCentre(1), accuracy: 10, timestamp: fixedAt, calibration: null });
    expect(TradeWithAreaResponse.parse(atArea.body).message).toBe('交易成功');
  });

  it('explore answers on the raw fix too, and refuses a malformed calibration in Chinese', async () => {
    const explore = await api
      .post('/api/fanhua/area/explore')
      .set('Authorization', alice.auth)
      .send({ area_id: 1, ...farFromArea1, accuracy: 10, calibration: dragOntoArea1 });
    expect(ExploreResponse.parse(explore.body)).toMatchObject({ in_range: false, distance_m: 1000 });
    const malformed = await trade({ ...areaCentre(1), accuracy: 10, calibration: { north_m: 'far' } });
    expect(malformed.status).toBe(400);
    expect(refusal(malformed).message).toMatch(/校准/);
  });
});

describe('position reports are rate-limited per player', () => {
  const gpstest = (who = alice) =>
    api
      .post('/api/fanhua/area/gpstest')
      .set('Authorization', who.auth)
      .send({ ...areaCentre(1), accuracy: 12 });

  it(`answers 429 with the wait after ${POSITION_REPORT_LIMIT.limit} reports a minute, counting explore and gpstest alike`, async () => {
    for (let i = 0; i < POSITION_REPORT_LIMIT.limit - 1; i += 1) GpsTestResponse.parse((await gpstest()).body);
    const explore = await api
      .post('/api/fanhua/area/explore')
      .set('Authorization', alice.auth)
      .send({ area_id: 1, ...areaCentre(1), accuracy: 12 });
    ExploreResponse.parse(explore.body);

    const refused = await gpstest();
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toMatchObject({ error: 'TOO_MANY_POSITION_REPORTS', retryAfter: 60 });
    expect(refusal(refused).message).toBe('定位上报太频繁，请 60 秒后再试');
    expect(refused.headers['retry-after']).toBe('60');
    expect(await storedFixes(alice.id)).toHaveLength(POSITION_REPORT_LIMIT.limit);

    expect((await gpstest(bob)).status).toBe(200);
    clock = new Date(clock.getTime() + POSITION_REPORT_LIMIT.windowMs);
    expect((await gpstest()).status).toBe(200);
  });
});
