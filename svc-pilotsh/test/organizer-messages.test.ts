import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { NoticeReadResponse, NoticesResponse, OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { ORGANIZER_MESSAGE_MAX } from '@citygames/contracts/organizer/messages.rules';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { CHINESE, createTestClock, importDemoPack, LONER, PLAYER1, PLAYER2, PLAYER3 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_organizer_messages');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
let organizerToken = '';
const playerToken = (phone: string, role: 'user' | 'admin' = 'user') => tokenFor('pilotsh', keys.privateKey, { phone, role });

const send = (body: unknown, token = organizerToken) =>
  request(app)
    .post('/api/pilotsh/organizer/messages')
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);
async function noticesOf(phone: string): Promise<NoticesResponse['notices']> {
  const answer = await request(app)
    .get('/api/pilotsh/notices')
    .set('Authorization', `Bearer ${playerToken(phone)}`)
    .expect(200);
  return NoticesResponse.parse(answer.body).notices;
}
async function teamIdOf(name: string): Promise<string> {
  const team = await Team.findOne({ name }).lean();
  if (!team) throw new Error(`no team ${name}`);
  return String(team._id);
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizerToken = (await signInTestOrganizer(keys.privateKey)).authorization.slice('Bearer '.length);
});

beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
});

describe('the organiser messages pilotsh teams', () => {
  it('sends to everyone: every player sees it, including one on no team, unread until each reads it', async () => {
    const sent = OrganizerMessageResponse.parse((await send({ text: '  15:00 在钟楼广场集合\r\n\r\n\r\n带上手机  ' }).expect(201)).body);
    expect(sent.text).toBe('15:00 在钟楼广场集合\n\n带上手机');
    expect(sent.team).toBeNull();

    for (const phone of [PLAYER1, PLAYER3, LONER]) {
      expect(await noticesOf(phone)).toEqual([{ id: sent.id, text: sent.text, at: sent.at, scope: 'all', read: false }]);
    }
    const read = await request(app)
      .post(`/api/pilotsh/notices/${sent.id}/read`)
      .set('Authorization', `Bearer ${playerToken(PLAYER1)}`)
      .expect(200);
    expect(NoticeReadResponse.parse(read.body)).toEqual({ id: sent.id, read: true });
    // Read state is the player's own and is kept on the server (a reload asks again).
    expect((await noticesOf(PLAYER1))[0]?.read).toBe(true);
    expect((await noticesOf(PLAYER2))[0]?.read).toBe(false);
    // Reading twice is harmless.
    await request(app)
      .post(`/api/pilotsh/notices/${sent.id}/read`)
      .set('Authorization', `Bearer ${playerToken(PLAYER1)}`)
      .expect(200);
  });

  it('sends to one team: its members see it, another team and a player on no team do not, and may not mark it read', async () => {
    const team1 = await teamIdOf('演示一队');
    const sent = OrganizerMessageResponse.parse((await send({ text: '一队请回到起点', teamId: team1 }).expect(201)).body);
    expect(sent.team).toEqual({ id: team1, name: '演示一队' });

    expect((await noticesOf(PLAYER1)).map((notice) => [notice.text, notice.scope])).toEqual([['一队请回到起点', 'team']]);
    expect((await noticesOf(PLAYER2)).map((notice) => notice.text)).toEqual(['一队请回到起点']);
    expect(await noticesOf(PLAYER3)).toEqual([]);
    expect(await noticesOf(LONER)).toEqual([]);
    const refused = await request(app)
      .post(`/api/pilotsh/notices/${sent.id}/read`)
      .set('Authorization', `Bearer ${playerToken(PLAYER3)}`)
      .expect(404);
    expect(ErrorResponse.parse(refused.body).message).toMatch(CHINESE);
  });

  it('lists the newest first and answers an unchanged list with 304', async () => {
    await send({ text: '第一条' }).expect(201);
    clock.advance(1);
    await send({ text: '第二条', teamId: await teamIdOf('演示一队') }).expect(201);
    expect((await noticesOf(PLAYER1)).map((notice) => notice.text)).toEqual(['第二条', '第一条']);

    const first = await request(app)
      .get('/api/pilotsh/notices')
      .set('Authorization', `Bearer ${playerToken(PLAYER1)}`)
      .expect(200);
    const etag = String(first.headers.etag);
    await request(app)
      .get('/api/pilotsh/notices')
      .set('Authorization', `Bearer ${playerToken(PLAYER1)}`)
      .set('If-None-Match', etag)
      .expect(304);
    await send({ text: '第三条' }).expect(201);
    await request(app)
      .get('/api/pilotsh/notices')
      .set('Authorization', `Bearer ${playerToken(PLAYER1)}`)
      .set('If-None-Match', etag)
      .expect(200);
  });

  it('under concurrency: 20 messages at once each stored once with its audit record; 20 reads at once leave one read mark', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => send({ text: `第 ${index} 条` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await mongoose.connection.collection('organizer_notices').countDocuments()).toBe(20);
    expect(await mongoose.connection.collection('organizer_actions').countDocuments({ action: 'message' })).toBe(20);

    const [newest] = await noticesOf(PLAYER1);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(app)
          .post(`/api/pilotsh/notices/${newest!.id}/read`)
          .set('Authorization', `Bearer ${playerToken(PLAYER1)}`),
      ),
    );
    expect(reads.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await mongoose.connection.collection('notice_reads').countDocuments()).toBe(1);
    expect((await noticesOf(PLAYER1)).filter((notice) => notice.read).map((notice) => notice.id)).toEqual([newest!.id]);
  });

  it('records every message in the audit log with its team', async () => {
    await send({ text: '全体注意' }).expect(201);
    await send({ text: '一队加油', teamId: await teamIdOf('演示一队') }).expect(201);
    const log = OrganizerActionsResponse.parse(
      (await request(app).get('/api/pilotsh/organizer/actions').set('Authorization', `Bearer ${organizerToken}`).expect(200)).body,
    );
    expect(log.actions.map((entry) => [entry.action, entry.team, entry.summary])).toEqual([
      ['message', '演示一队', '给「演示一队」发了消息：一队加油'],
      ['message', null, '给所有队伍发了消息：全体注意'],
    ]);
  });

  it('refuses bad input with a Chinese 400, an unknown team with 404, and stores nothing', async () => {
    for (const body of [{}, { text: '' }, { text: '   \u200b\n ' }, { text: 'x'.repeat(ORGANIZER_MESSAGE_MAX + 1) }, { text: 42 }, { text: '好', teamId: 7 }]) {
      const answer = await send(body).expect(400);
      expect(ErrorResponse.parse(answer.body).message).toMatch(CHINESE);
    }
    for (const teamId of ['0123456789abcdef01234567', 'not-an-id']) {
      const answer = await send({ text: '你好', teamId }).expect(404);
      expect(ErrorResponse.parse(answer.body)).toMatchObject({ error: 'TEAM_NOT_FOUND' });
    }
    expect(await noticesOf(PLAYER1)).toEqual([]);
    const badId = await request(app)
      .post('/api/pilotsh/notices/xyz/read')
      .set('Authorization', `Bearer ${playerToken(PLAYER1)}`)
      .expect(400);
    expect(ErrorResponse.parse(badId.body).message).toMatch(CHINESE);
  });

  it('lets only organisers send: no token 401, a player or game admin 403; players need their token to read', async () => {
    await request(app).post('/api/pilotsh/organizer/messages').send({ text: '你好' }).expect(401);
    for (const token of [playerToken(PLAYER1), playerToken('13800000000', 'admin')]) {
      const answer = await send({ text: '你好' }, token).expect(403);
      expect(ErrorResponse.parse(answer.body)).toMatchObject({ error: 'ORGANIZER_ONLY' });
    }
    await request(app).get('/api/pilotsh/notices').expect(401);
    await request(app).get('/api/pilotsh/notices').set('Authorization', `Bearer ${organizerToken}`).expect(401);
    expect(await noticesOf(PLAYER1)).toEqual([]);
  });
});
