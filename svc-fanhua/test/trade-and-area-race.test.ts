import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TradeModel } from '../src/trades/trade.model.js';
import { confirmedTrade, inventory } from './support/trade-fixtures.js';
import { areaCentre, createTeam, give, loadTestPack } from './support/pack-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_p2_area_race');

const api = createTestApp({ now: () => new Date('2026-07-12T10:00:00+08:00') });
const [leaderA, memberA, leaderB] = [player(1), player(2), player(3)];

beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
});

describe('team trade against an area trade', () => {
  it('never spends the same bread twice when the counterparty accepts while the payer trades at an area', async () => {
    const a = await createTeam(api, leaderA, '拾荒者', [memberA]);
    const b = await createTeam(api, leaderB, '守夜人');
    // Area 1's 'deal' takes 1 bread and 5 water (and needs 12 intelligence); A holds exactly one bread.
    await give(a, [
      { type: 'food', arg: 'bread', count: 1 },
      { type: 'food', arg: 'water', count: 5 },
      { type: 'intelligence', count: 12 },
    ]);
    const tradeId = await confirmedTrade(api, leaderA, b, [{ type: 'food', arg: 'bread', count: -1 }]);

    const [accepted, atArea] = await Promise.all([
      api.post(`/api/fanhua/trade/accept/${tradeId}`).set('Authorization', leaderB.auth).send({}),
      api
        .post('/api/fanhua/trade/trade-with-area')
        .set('Authorization', memberA.auth)
        .send({ area_id: 1, reward_id: 'deal', conds: [], ...areaCentre(1), accuracy: 10 }),
    ]);
    expect([accepted.status, atArea.status].sort()).toEqual([200, 409]);
    const mine = await inventory(a);
    expect(mine['food/bread']).toBe(0);
    const theirs = await inventory(b);
    if (accepted.status === 200) {
      expect(theirs['food/bread']).toBe(1);
      expect(mine['food/water']).toBe(5);
      expect(mine['medical/bandage'] ?? 0).toBe(0);
    } else {
      expect(refusal(accepted).message).toContain('面包不足');
      expect(theirs['food/bread'] ?? 0).toBe(0);
      expect(mine['medical/bandage']).toBe(3);
      expect((await TradeModel.findById(tradeId).lean())?.status).toBe('buyer_confirmed');
    }
  });
});
