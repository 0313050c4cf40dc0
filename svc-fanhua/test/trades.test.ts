import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { RadioPageResponse } from '@citygames/contracts/fanhua/radio.schema';
import { TeamCurrentResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TradeActionResponse, TradeCreateResponse, TradeDetailsResponse, TradeHistoryResponse } from '@citygames/contracts/fanhua/trades.schema';
import { readActivityFeed } from '@citygames/service-kit/organizer/console/activity-feed';
import { TradeModel } from '../src/trades/trade.model.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { admin, confirmedTrade, grant, inventory, teamWith } from './support/trade-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_p2_trades');
beforeEach(() => clearDatabase());

const api = createTestApp();
const [leaderA, memberA, leaderB, memberB, leaderC, loner] = [player(1), player(2), player(3), player(4), player(5), player(6)];

/** Team A (leader + member) holds 10 bread and 5 luck; team B (leader + member) holds 4 masks. */
async function twoTeams() {
  const a = await teamWith(api, leaderA, '拾荒者', [memberA]);
  const b = await teamWith(api, leaderB, '守夜人', [memberB]);
  await grant(api, a.id, 'food', 'bread', 10);
  await grant(api, a.id, 'luck', null, 5);
  await grant(api, b.id, 'equipment', 'mask', 4);
  return { a, b };
}

/** A gains 2 masks from B and pays 3 bread. */
const breadForMasks = [
  { type: 'equipment', arg: 'mask', count: 2 },
  { type: 'food', arg: 'bread', count: -3 },
];

const create = (who = leaderA, body: Record<string, unknown> = {}) => api.post('/api/fanhua/trade/create').set('Authorization', who.auth).send(body);
const history = async (who: typeof leaderA) => TradeHistoryResponse.parse((await api.get('/api/fanhua/trade/history').set('Authorization', who.auth)).body);
const act = (action: string, id: string, who = leaderB) => api.post(`/api/fanhua/trade/${action}/${id}`).set('Authorization', who.auth).send({});

describe('creating a trade', () => {
  it('needs a token and a team', async () => {
    expect((await api.post('/api/fanhua/trade/create').send({})).status).toBe(401);
    const res = await create(loner, { to_team_id: '0123456789abcdef01234567', items: breadForMasks });
    expect(res.status).toBe(404);
    expect(refusal(res).error).toBe('NO_TEAM');
  });

  it('lets only the leader initiate', async () => {
    const { b } = await twoTeams();
    const res = await create(memberA, { to_team_id: b.id, items: breadForMasks });
    expect(res.status).toBe(403);
    expect(refusal(res).message).toBe('只有队长才能发起交易');
  });

  it('answers every validation rule with its Chinese message', async () => {
    const { a, b } = await twoTeams();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: breadForMasks }, 400, '请选择交易对象'],
      [{ to_team_id: '', items: breadForMasks }, 400, '请选择交易对象'],
      [{ to_team_id: a.id, items: breadForMasks }, 400, '不能与自己的队伍交易'],
      [{ to_team_id: '0123456789abcdef01234567', items: breadForMasks }, 404, '交易对象队伍不存在'],
      [{ to_team_id: b.id, items: [] }, 400, '请至少添加一项交易物品'],
      [{ to_team_id: b.id, items: [{ type: '', arg: null, count: 1 }] }, 400, '请为所有物品选择资源类型'],
      [{ to_team_id: b.id, items: [{ arg: null, count: 1 }] }, 400, '请为所有物品选择资源类型'],
      [{ to_team_id: b.id, items: [{ type: 'food', count: 1 }] }, 400, '请为所有物品选择具体资源'],
      [{ to_team_id: b.id, items: [{ type: 'food', arg: 'bread' }] }, 400, '请为所有物品输入有效数量'],
      [{ to_team_id: b.id, items: [{ type: 'food', arg: '', count: 1 }] }, 400, '请为所有物品选择具体资源'],
      [{ to_team_id: b.id, items: [{ type: 'food', arg: 'bread', count: 0 }] }, 400, '请为所有物品输入有效数量'],
      [{ to_team_id: b.id, items: [{ type: 'food', arg: 'bread', count: '2' }] }, 400, '请为所有物品输入有效数量'],
      [{ to_team_id: b.id, items: breadForMasks, msg: '长'.repeat(201) }, 400, '留言不能超过 200 个字符'],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(leaderA, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(refusal(res).message).toContain(message);
    }
    expect(await TradeModel.countDocuments()).toBe(0);
  });

  it('refuses to offer what the team does not hold', async () => {
    const { b } = await twoTeams();
    const res = await create(leaderA, { to_team_id: b.id, items: [{ type: 'food', arg: 'bread', count: -11 }] });
    expect(res.status).toBe(409);
    expect(refusal(res).message).toBe('你的队伍面包不足（现有 10，需要 11）');
  });

  it('keeps a draft visible to the initiator only, with talents as arg null and commission 0', async () => {
    const { a, b } = await twoTeams();
    const res = await create(leaderA, { to_team_id: b.id, items: [...breadForMasks, { type: 'luck', arg: 'x', count: -1 }], msg: '面包换面具' });
    expect(res.status).toBe(201);
    const created = TradeCreateResponse.parse(res.body);
    expect(created.message).toBe('交易已创建，请确认后发送给对方');
    const mine = await history(memberA);
    expect(mine.team_id).toBe(a.id);
    expect(mine.trades).toHaveLength(1);
    expect(mine.trades[0]).toMatchObject({
      id: created.trade_id,
      from_team_id: a.id,
      from_team_name: '拾荒者',
      to_team_id: b.id,
      to_team_name: '守夜人',
      msg: '面包换面具',
      status: 'pending',
      commission: 0,
      finish_at: null,
      items: [...breadForMasks, { type: 'luck', arg: null, count: -1 }],
    });
    expect((await history(leaderB)).trades).toEqual([]);
    expect(refusal(await api.get(`/api/fanhua/trade/details/${created.trade_id}`).set('Authorization', leaderB.auth)).error).toBe('TRADE_NOT_FOUND');
  });
});

describe('the steps of a trade', () => {
  it('confirms, announces the offer to the counterparty and settles on accept', async () => {
    const { a, b } = await twoTeams();
    const id = await confirmedTrade(api, leaderA, b.id, breadForMasks, '换吗');
    const offer = await storedRadioMessages({ teamId: b.id });
    expect(offer.map((message) => message.title)).toEqual(['「拾荒者」发来交易请求']);

    const accepted = await act('accept', id);
    expect(accepted.status).toBe(200);
    expect(TradeActionResponse.parse(accepted.body)).toMatchObject({ success: true, message: '交易完成', trade: { id, status: 'completed' } });
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 7, 'equipment/mask': 2, 'luck/': 5 });
    expect(await inventory(b.id)).toMatchObject({ 'food/bread': 3, 'equipment/mask': 2 });
    // The organiser's activity feed lists the trade under both teams (read as its route reads it).
    const feed = await readActivityFeed({ limit: 10, team: '守夜人' }, 'fanhua');
    expect(feed.events.filter((event) => event.kind === 'trade')).toEqual([
      expect.objectContaining({ teams: ['拾荒者', '守夜人'], summary: expect.stringContaining('拾荒者 与 守夜人 完成交易') }),
    ]);

    const details = TradeDetailsResponse.parse((await api.get(`/api/fanhua/trade/details/${id}`).set('Authorization', memberB.auth)).body);
    expect(details.trade).toMatchObject({ status: 'completed', msg: '换吗' });
    expect(details.trade.finish_at).not.toBeNull();

    for (const [team, gained, paid] of [
      [a.id, '防毒面具×2', '面包×3'],
      [b.id, '面包×3', '防毒面具×2'],
    ]) {
      const feed = RadioPageResponse.parse((await api.get('/api/fanhua/msg/team').set('Authorization', team === a.id ? memberA.auth : memberB.auth)).body);
      const info = feed.data.messages.find((message) => message.title === '交易完成');
      expect(info).toMatchObject({ sender: 'merchant', message_type: 'trade_info' });
      expect(info?.msg).toContain(`获得：${gained}`);
      expect(info?.msg).toContain(`付出：${paid}`);
    }
  });

  it('rejects without moving anything and tells both teams', async () => {
    const { a, b } = await twoTeams();
    const id = await confirmedTrade(api, leaderA, b.id, breadForMasks);
    const rejected = await act('reject', id);
    expect(TradeActionResponse.parse(rejected.body)).toMatchObject({ message: '已拒绝该交易', trade: { status: 'rejected' } });
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 10 });
    expect(await inventory(b.id)).toMatchObject({ 'equipment/mask': 4 });
    expect(await storedRadioMessages({ teamId: a.id, title: '交易被拒绝' })).toHaveLength(1);
    expect(await storedRadioMessages({ teamId: b.id, title: '已拒绝交易' })).toHaveLength(1);
    expect((await history(leaderA)).trades.map((trade) => trade.status)).toEqual(['rejected']);
  });

  it('cancels a draft into the cancelled end state that no list shows', async () => {
    const { b } = await twoTeams();
    const created = TradeCreateResponse.parse((await create(leaderA, { to_team_id: b.id, items: breadForMasks })).body);
    const cancelled = await act('cancel', created.trade_id, leaderA);
    expect(TradeActionResponse.parse(cancelled.body)).toMatchObject({ message: '交易已取消', trade: { status: 'cancelled' } });
    expect((await TradeModel.findById(created.trade_id).lean())?.status).toBe('cancelled');
    expect((await history(leaderA)).trades).toEqual([]);
    expect((await act('confirm', created.trade_id, leaderA)).status).toBe(404);
  });

  it('lets only the leader of the right side act, whatever the browser shows', async () => {
    const { b } = await twoTeams();
    const draft = TradeCreateResponse.parse((await create(leaderA, { to_team_id: b.id, items: breadForMasks })).body).trade_id;
    expect(await act('confirm', draft, memberA).then((res) => [res.status, refusal(res).message])).toEqual([403, '只有队长才能执行此操作']);
    expect((await act('cancel', draft, memberA)).status).toBe(403);
    expect((await act('confirm', draft, leaderB)).status).toBe(404); // a draft does not exist for the counterparty

    const offer = await confirmedTrade(api, leaderA, b.id, [{ type: 'luck', arg: null, count: -1 }]);
    expect((await act('accept', offer, memberB)).status).toBe(403);
    expect((await act('reject', offer, memberB)).status).toBe(403);
    expect((await act('accept', offer, leaderA)).status).toBe(403);
    expect((await act('reject', offer, leaderA)).status).toBe(403);
    expect((await act('cancel', offer, leaderA)).status).toBe(409); // only a draft can be cancelled

    await teamWith(api, leaderC, '流浪者');
    expect((await act('accept', offer, leaderC)).status).toBe(404);
    expect((await api.get(`/api/fanhua/trade/details/${offer}`).set('Authorization', leaderC.auth)).status).toBe(404);
    expect(TradeDetailsResponse.parse((await api.get(`/api/fanhua/trade/details/${offer}`).set('Authorization', admin.auth)).body).trade.id).toBe(offer);
    expect((await act('accept', 'not-an-id')).status).toBe(400);
    expect((await TradeModel.findById(offer).lean())?.status).toBe('buyer_confirmed');
  });

  it('refuses to settle when a side no longer holds what it pays, and leaves the offer open', async () => {
    const { a, b } = await twoTeams();
    const first = await confirmedTrade(api, leaderA, b.id, [{ type: 'food', arg: 'bread', count: -8 }]);
    const second = await confirmedTrade(api, leaderA, b.id, [{ type: 'food', arg: 'bread', count: -8 }]);
    expect((await act('accept', first)).status).toBe(200);
    const refused = await act('accept', second);
    expect(refused.status).toBe(409);
    expect(refusal(refused).message).toBe('交易未完成：对方队伍「拾荒者」面包不足，需要 8，物资没有变动');
    expect(refusal(refused).team_id).toBe(a.id);
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 2 });
    expect(await inventory(b.id)).toMatchObject({ 'food/bread': 8 });
    expect((await TradeModel.findById(second).lean())?.status).toBe('buyer_confirmed');
    expect(await storedRadioMessages({ tradeId: second, title: '交易完成' })).toHaveLength(0);

    const ownShortage = await confirmedTrade(api, leaderA, b.id, [{ type: 'equipment', arg: 'mask', count: 9 }]);
    const short = await act('accept', ownShortage);
    expect(refusal(short).message).toBe('交易未完成：你的队伍防毒面具不足，需要 9，物资没有变动');
  });
});

describe('races', () => {
  it('settles a trade accepted from two sessions at once exactly once', async () => {
    const { a, b } = await twoTeams();
    const id = await confirmedTrade(api, leaderA, b.id, breadForMasks);
    const results = await Promise.all([act('accept', id), act('accept', id), act('accept', id)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 7, 'equipment/mask': 2 });
    expect(await inventory(b.id)).toMatchObject({ 'food/bread': 3, 'equipment/mask': 2 });
    expect(await storedRadioMessages({ tradeId: id, title: '交易完成' })).toHaveLength(2);
  });

  it('lets only one of two trades spending the same items settle', async () => {
    const { a, b } = await twoTeams();
    await teamWith(api, leaderC, '流浪者');
    const c = TeamCurrentResponse.parse((await api.get('/api/fanhua/team/current').set('Authorization', leaderC.auth)).body).team.id;
    const toB = await confirmedTrade(api, leaderA, b.id, [{ type: 'food', arg: 'bread', count: -7 }]);
    const toC = await confirmedTrade(api, leaderA, c, [{ type: 'food', arg: 'bread', count: -7 }]);
    const [fromB, fromC] = await Promise.all([act('accept', toB, leaderB), act('accept', toC, leaderC)]);
    expect([fromB.status, fromC.status].sort()).toEqual([200, 409]);
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': 3 });
    const gained = ((await inventory(b.id))['food/bread'] ?? 0) + ((await inventory(c))['food/bread'] ?? 0);
    expect(gained).toBe(7);
  });

  it('never lets counts go below zero when the counterparty pays from the same stock twice', async () => {
    const { a, b } = await twoTeams();
    const one = await confirmedTrade(api, leaderA, b.id, [{ type: 'equipment', arg: 'mask', count: 3 }]);
    const two = await confirmedTrade(api, leaderA, b.id, [{ type: 'equipment', arg: 'mask', count: 3 }]);
    const results = await Promise.all([act('accept', one), act('accept', two)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await inventory(b.id)).toMatchObject({ 'equipment/mask': 1 });
    expect(await inventory(a.id)).toMatchObject({ 'equipment/mask': 3 });
  });

  it('accepts and rejects the same offer at once: exactly one wins', async () => {
    const { a, b } = await twoTeams();
    const id = await confirmedTrade(api, leaderA, b.id, breadForMasks);
    const [accepted, rejected] = await Promise.all([act('accept', id), act('reject', id)]);
    expect([accepted.status, rejected.status].sort()).toEqual([200, 409]);
    const status = (await TradeModel.findById(id).lean())?.status;
    expect(await inventory(a.id)).toMatchObject({ 'food/bread': status === 'completed' ? 7 : 10 });
  });
});
