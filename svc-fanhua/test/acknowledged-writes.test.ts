import { TradeCreateResponse, TradeDetailsResponse } from '@citygames/contracts/fanhua/trades.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TradeModel } from '../src/trades/trade.model.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { admin, confirmedTrade, grant, teamWith } from './support/trade-fixtures.js';
import { createTestApp, player } from './support/test-app.js';

// On the embedded lane, trades answered 201 and broadcasts answered "消息已发送" while other
// teams accepted trades vanished when those accepts committed. Every acknowledged write must exist.
useTestDatabase('fanhua_acknowledged_writes');
beforeEach(() => clearDatabase());

const api = createTestApp();
const [leaderA, leaderB, leaderC, leaderD] = [player(1), player(2), player(3), player(4)];
const ACCEPTS = 18;
const CREATES = 18; // a team may have at most 20 open trades
const BROADCASTS = 20;

describe('writes acknowledged during a storm of accepted trades', () => {
  it('every created trade and every sent broadcast still exists afterwards', async () => {
    await teamWith(api, leaderA, '拾荒者');
    const b = await teamWith(api, leaderB, '守夜人');
    const c = await teamWith(api, leaderC, '行商');
    const d = await teamWith(api, leaderD, '旅人');
    await grant(api, c.id, 'food', 'bread', 500);
    await grant(api, d.id, 'equipment', 'mask', 500);
    const offers = [];
    for (let i = 0; i < ACCEPTS; i++)
      offers.push(
        await confirmedTrade(api, leaderC, d.id, [
          { type: 'equipment', arg: 'mask', count: 1 },
          { type: 'food', arg: 'bread', count: -1 },
        ]),
      );

    const accepts = Promise.all(offers.map((id) => api.post(`/api/fanhua/trade/accept/${id}`).set('Authorization', leaderD.auth).send({})));
    const created = Promise.all(
      Array.from({ length: CREATES }, (_, i) =>
        api
          .post('/api/fanhua/trade/create')
          .set('Authorization', leaderA.auth)
          .send({ to_team_id: b.id, items: [{ type: 'luck', arg: null, count: 1 }], msg: `第${i}笔` }),
      ),
    );
    const broadcasts = Promise.all(
      Array.from({ length: BROADCASTS }, (_, i) =>
        api
          .post('/api/fanhua/msg/send')
          .set('Authorization', admin.auth)
          .send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: `广播${i}`, msg: '集合' }),
      ),
    );
    const [accepted, createdTrades, sent] = await Promise.all([accepts, created, broadcasts]);

    expect(accepted.map((response) => response.status)).toEqual(Array(ACCEPTS).fill(200));
    expect(createdTrades.map((response) => response.status)).toEqual(Array(CREATES).fill(201));
    expect(sent.map((response) => response.status)).toEqual(Array(BROADCASTS).fill(201));

    for (const response of createdTrades) {
      const { trade_id } = TradeCreateResponse.parse(response.body);
      const details = await api.get(`/api/fanhua/trade/details/${trade_id}`).set('Authorization', leaderA.auth);
      expect(TradeDetailsResponse.parse(details.body).trade.id).toBe(trade_id);
    }
    expect(await TradeModel.countDocuments({ status: 'completed' })).toBe(ACCEPTS);
    const titles = new Set((await storedRadioMessages({ title: /^广播/ })).map((message) => message.title));
    expect(titles.size).toBe(BROADCASTS);
  }, 120_000);
});
