import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { NoticesResponse, OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestContext, type PlayerKey } from './support/test-app.js';

useTestDatabase('polish120_organizer_messages');

const t = createTestContext();
let organizer = '';
const CHINESE = /[\u4e00-\u9fff]/;

const send = (body: unknown, authorization = organizer) =>
  request(t.app)
    .post('/api/polish120/organizer/messages')
    .set('Authorization', authorization)
    .send(body as object);
async function noticesOf(player: PlayerKey) {
  const answer = await t.get(player, '/api/polish120/notices').expect(200);
  return NoticesResponse.parse(answer.body).notices;
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(t.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await t.loadPack();
});

describe('the organiser messages polish120 teams', () => {
  it('sends to one team of the pack: its members see it (before they start), another team and an outsider do not; read state is per player', async () => {
    const sent = OrganizerMessageResponse.parse((await send({ text: '甲队请到东门', teamId: 'team-a' }).expect(201)).body);
    expect(sent.team).toEqual({ id: 'team-a', name: '甲队' });
    expect((await noticesOf('a1')).map((notice) => [notice.text, notice.scope, notice.read])).toEqual([['甲队请到东门', 'team', false]]);
    expect(await noticesOf('b1')).toEqual([]);
    expect(await noticesOf('outsider')).toEqual([]);

    await t.post('a1', `/api/polish120/notices/${sent.id}/read`, {}).expect(200);
    expect((await noticesOf('a1'))[0]?.read).toBe(true);
    expect((await noticesOf('a2'))[0]?.read).toBe(false);
    const refused = await t.post('b1', `/api/polish120/notices/${sent.id}/read`, {}).expect(404);
    expect(ErrorResponse.parse(refused.body).message).toMatch(CHINESE);
  });

  it('sends to everyone, audited; an unknown team is a 404 and bad input a Chinese 400', async () => {
    await send({ text: '活动 17:00 结束' }).expect(201);
    for (const player of ['a1', 'b1', 'outsider'] as const) expect((await noticesOf(player)).map((notice) => notice.scope)).toEqual(['all']);
    const [entry] = OrganizerActionsResponse.parse((await request(t.app).get('/api/polish120/organizer/actions').set('Authorization', organizer)).body).actions;
    expect(entry).toMatchObject({ scope: 'polish120', action: 'message', team: null, summary: '给所有队伍发了消息：活动 17:00 结束' });

    expect(ErrorResponse.parse((await send({ text: '你好', teamId: 'team-zz' }).expect(404)).body).error).toBe('TEAM_NOT_FOUND');
    for (const body of [{ text: '' }, { text: 'x'.repeat(501) }, { teamId: 'team-a' }]) {
      expect(ErrorResponse.parse((await send(body).expect(400)).body).message).toMatch(CHINESE);
    }
  });

  it('lets only organisers send', async () => {
    await request(t.app).post('/api/polish120/organizer/messages').send({ text: '你好' }).expect(401);
    const answer = await send({ text: '你好' }, `Bearer ${t.token('a1')}`).expect(403);
    expect(ErrorResponse.parse(answer.body).error).toBe('ORGANIZER_ONLY');
    expect(await noticesOf('a1')).toEqual([]);
  });
});
