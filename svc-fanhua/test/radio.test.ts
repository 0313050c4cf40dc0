import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { RadioPageResponse, RadioSendResponse } from '@citygames/contracts/fanhua/radio.schema';
import { storedRadioMessages, storeRadioMessages } from './support/stored-radio.js';
import { admin, teamWith } from './support/trade-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_p2_radio');
beforeEach(() => clearDatabase());

let clock = new Date('2025-07-12T01:00:00Z');
const api = createTestApp({ now: () => clock });
const [leaderA, leaderB, loner] = [player(1), player(2), player(3)];

const send = (body: Record<string, unknown>, who = admin) => api.post('/api/fanhua/msg/send').set('Authorization', who.auth).send(body);
const feed = (who = leaderA, query = '') => api.get(`/api/fanhua/msg/team${query}`).set('Authorization', who.auth);
const page = async (who = leaderA, query = '') => RadioPageResponse.parse((await feed(who, query)).body).data;

describe('radio feed', () => {
  it('shows a team its own messages and the broadcasts, newest first, in UTC', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const b = await teamWith(api, leaderB, '守夜人');
    const broadcast = await send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '全体注意', msg: '<p>九点集合</p>' });
    expect(broadcast.status).toBe(201);
    expect(RadioSendResponse.parse(broadcast.body)).toMatchObject({ message: '广播已发送给所有队伍', data: { title: '全体注意', scope: 'all' } });
    clock = new Date(clock.getTime() + 60_000);
    expect((await send({ scope: 'team', team_id: a.id, sender: 'doctor', message_type: 'urgent_notice', title: '补给', msg: '药品已到' })).status).toBe(201);
    clock = new Date(clock.getTime() + 60_000);
    await send({ scope: 'team', team_id: b.id, sender: 'zombie', message_type: 'team_message', title: '只给 B', msg: '嘘' });

    const mine = await page(leaderA);
    expect(mine.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(mine.messages.map((message) => message.title)).toEqual(['补给', '全体注意']);
    expect(mine.messages[0]).toMatchObject({
      sender: 'doctor',
      message_type: 'urgent_notice',
      msg: '药品已到',
      created_at: '2025-07-12T01:01:00.000Z',
      scope: 'team',
    });
    expect(mine.messages[1]?.scope).toBe('all');
    const lonely = await page(loner);
    expect(lonely.messages.map((message) => message.title)).toEqual(['全体注意']);
  });

  it('pages 20 at a time by default and validates paging', async () => {
    await teamWith(api, leaderA, '拾荒者');
    for (let i = 0; i < 23; i += 1) {
      await storeRadioMessages(
        [{ teamId: null, sender: 'survivor', messageType: 'system_broadcast', title: `第${i + 1}条`, html: 'x', createdBy: 'system' }],
        new Date(Date.UTC(2025, 6, 12, 1, i)),
      );
    }
    const second = await page(leaderA, '?page=2');
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: 23, totalPages: 2 });
    expect(second.messages.map((message) => message.title)).toEqual(['第3条', '第2条', '第1条']);
    expect((await page(leaderA, '?limit=5')).messages).toHaveLength(5);
    expect((await feed(leaderA, '?page=0')).status).toBe(400);
    expect((await feed(leaderA, '?limit=500')).status).toBe(400);
    expect(refusal(await feed(leaderA, '?page=abc')).message).toContain('页码');
  });

  it('sanitises the body HTML', async () => {
    await send({
      scope: 'all',
      sender: 'merchant',
      message_type: 'system_broadcast',
      title: 't',
      msg: '<b>好</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a>',
    });
    const [message] = (await page(loner)).messages;
    expect(message?.msg).toContain('<b>好</b>');
    expect(message?.msg).not.toMatch(/script|onerror|javascript:/);
  });

  it('lets only administrators send, with Chinese validation', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const body = { scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '全体', msg: '内容' };
    const refused = await send(body, leaderA);
    expect(refused.status).toBe(403);
    expect(await storedRadioMessages()).toHaveLength(0);
    expect(refusal(await send({ ...body, scope: 'team' })).message).toContain('请选择队伍');
    expect((await send({ ...body, scope: 'team', team_id: '0123456789abcdef01234567' })).status).toBe(404);
    expect(refusal(await send({ ...body, sender: 'robot' })).message).toContain('请选择发送者');
    expect(refusal(await send({ ...body, message_type: 'ad' })).message).toContain('请选择消息类型');
    expect(refusal(await send({ ...body, title: ' ' })).message).toContain('请输入标题');
    expect(refusal(await send({ ...body, msg: '' })).message).toContain('请输入消息内容');
    const sent = await send({ ...body, scope: 'team', team_id: a.id });
    expect(sent.status).toBe(201);
    expect(RadioSendResponse.parse(sent.body)).toMatchObject({ message: '消息已发送', data: { scope: 'team' } });
  });
});
