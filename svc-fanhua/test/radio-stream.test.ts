import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongoose, { Types, type mongo } from 'mongoose';
import { PLAYER_ACCESS_COLLECTION, PLAYER_ACCESS_REFUSALS, playerAccessId } from '@citygames/service-kit/auth/player-access';
import { z } from 'zod';
import { createLogger } from '@citygames/service-kit/http/logger';
import { RadioMessage, RadioStreamTicketResponse } from '@citygames/contracts/fanhua/radio.schema';
import { TeamCreateResponse, TeamCurrentResponse } from '@citygames/contracts/fanhua/teams.schema';
import { refusal } from './support/test-app.js';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import supertest from 'supertest';
import { buildApp } from '../src/app.js';
import { issueStreamTicket, redeemStreamTicket, StreamTicketModel } from '../src/radio/stream-ticket.model.js';
import { storeRadioMessages } from './support/stored-radio.js';
import { RadioFeed } from '../src/radio/radio-feed.js';

useTestDatabase('fanhua_p2_stream');
beforeEach(async () => {
  await clearDatabase();
  await writeAccess((access) => access.deleteMany({}));
});

/** Two replicas of the service on one database, as `--scale svc-fanhua=2` runs them. */
const keys = createTestKeys();
// A short heartbeat, so a test sees several within a second; the player's access asked again as often, never trusted from before.
const HEARTBEAT_MS = 150;
const replicas = [0, 1].map(() =>
  buildApp({
    publicKey: keys.publicKey,
    logger: createLogger('svc-fanhua-test'),
    gateCacheMs: 0,
    radioStream: { heartbeatMs: HEARTBEAT_MS, accessCheckMs: HEARTBEAT_MS, accessCacheMs: 0 },
  }),
);
/** svc-auth's hold on the players' sign-ins, which the service reads. */
const writeAccess = <R>(write: (access: mongo.Collection<{ _id: string; signedOutAt: Date | null; suspended: boolean }>) => Promise<R>) =>
  writeTestCollection(PLAYER_ACCESS_COLLECTION, write);
const servers: http.Server[] = [];
const ports: number[] = [];

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  for (const app of replicas) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    servers.push(server);
    ports.push((server.address() as AddressInfo).port);
  }
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const auth = (id: string, role: 'user' | 'admin' = 'user') =>
  `Bearer ${tokenFor('fanhua', keys.privateKey, { id, phone: `1390000${id.padStart(4, '0')}`, name: `玩家${id}`, role })}`;
const [leaderA, leaderB, adminAuth] = [auth('1'), auth('2'), auth('9', 'admin')];
const api = (replica: number) => supertest(replicas[replica]!);

async function ticketFor(who: string, replica = 0): Promise<string> {
  const res = await api(replica).post('/api/fanhua/msg/stream-ticket').set('Authorization', who);
  expect(res.status).toBe(200);
  const answer = RadioStreamTicketResponse.parse(res.body);
  expect(answer.expires_in).toBe(60);
  return answer.ticket;
}

interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the data of the next event of that name. */
  next(event: string): Promise<unknown>;
  /** Resolves when the service ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function openStream(replica: number, ticket: string, after?: number): Promise<OpenStream> {
  const resume = after === undefined ? '' : `&after=${after}`;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: ports[replica], path: `/api/fanhua/msg/stream?ticket=${encodeURIComponent(ticket)}${resume}` }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      const events: { event: string; data: unknown }[] = [];
      const waiting: { event: string; resolve: (data: unknown) => void }[] = [];
      const flush = () => {
        for (const waiter of [...waiting]) {
          const index = events.findIndex((candidate) => candidate.event === waiter.event);
          if (index >= 0) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(events.splice(index, 1)[0]!.data);
          }
        }
      };
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        flush();
      });
      const ended = new Promise<void>((done) => res.on('end', () => done()));
      resolve({
        status: res.statusCode ?? 0,
        ended,
        headers: res.headers,
        next: (event) =>
          new Promise((done) => {
            waiting.push({ event, resolve: done });
            flush();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

async function teamOf(who: string, name: string): Promise<string> {
  const res = await api(0).post('/api/fanhua/team/create').set('Authorization', who).send({ name, description: '' });
  expect(res.status).toBe(201);
  return TeamCreateResponse.parse(res.body).teamId;
}

async function inviteCodeOf(leader: string): Promise<string> {
  const res = await api(0).get('/api/fanhua/team/current').set('Authorization', leader);
  expect(res.status).toBe(200);
  return TeamCurrentResponse.parse(res.body).team.invite_code;
}

describe('radio stream', () => {
  it('refuses a missing, unknown or reused ticket', async () => {
    expect((await api(0).get('/api/fanhua/msg/stream')).status).toBe(400);
    expect((await api(0).get('/api/fanhua/msg/stream?ticket=abcdefghijklmnopqrstuvwx')).status).toBe(401);
    const ticket = await ticketFor(leaderA);
    const first = await openStream(0, ticket);
    expect(first.status).toBe(200);
    first.close();
    const again = await api(1).get(`/api/fanhua/msg/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(refusal(again).message).toBe('实时连接凭证无效或已过期');
    expect((await api(0).post('/api/fanhua/msg/stream-ticket')).status).toBe(401);
  });

  it('sends a heartbeat the page can see (a named event, not an SSE comment) while nothing else happens', async () => {
    await teamOf(leaderA, '拾荒者');
    const stream = await openStream(0, await ticketFor(leaderA));
    await stream.next('ready');
    const first = z.object({ at: z.iso.datetime() }).parse(await stream.next('heartbeat'));
    const second = z.object({ at: z.iso.datetime() }).parse(await stream.next('heartbeat'));
    expect(Date.parse(second.at)).toBeGreaterThan(Date.parse(first.at));
    stream.close();
  });

  it('one ticket presented twice at once opens exactly one stream', async () => {
    const now = new Date();
    const ticket = await issueStreamTicket({ playerId: 'player-1', tokenIssuedAtMs: now.getTime() }, now);
    const redeemed = await Promise.all([redeemStreamTicket(ticket, now), redeemStreamTicket(ticket, now), redeemStreamTicket(ticket, now)]);
    expect(redeemed.filter((holder) => holder?.playerId === 'player-1')).toEqual([{ playerId: 'player-1', tokenIssuedAtMs: now.getTime() }]);
    expect(redeemed.filter((player) => player === null)).toHaveLength(2);
  });

  it('deletes redeemed tickets, refuses expired ones and leaves the rest to a TTL index', async () => {
    const start = new Date('2026-07-12T10:00:00Z');
    const holder = (n: number | string) => ({ playerId: `player-${n}`, tokenIssuedAtMs: start.getTime() });
    for (let n = 0; n < 5; n += 1) expect(await redeemStreamTicket(await issueStreamTicket(holder(n), start), start)).toEqual(holder(n));
    const waiting = await issueStreamTicket(holder('late'), start);
    expect(await StreamTicketModel.countDocuments()).toBe(1);
    expect(await redeemStreamTicket(waiting, new Date(start.getTime() + 61_000))).toBeNull();
    const indexes = await StreamTicketModel.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'expire_at_expiry')).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });
  });

  it('delivers a message written on one replica to listeners on another, to the right team only', async () => {
    const teamA = await teamOf(leaderA, '拾荒者');
    await teamOf(leaderB, '守夜人');
    const streamA = await openStream(1, await ticketFor(leaderA, 0));
    const streamB = await openStream(1, await ticketFor(leaderB, 1));
    expect(streamA.headers['content-type']).toContain('text/event-stream');
    expect(streamA.headers['x-accel-buffering']).toBe('no');
    expect(await streamA.next('ready')).toEqual({ team: true });
    await streamB.next('ready');

    const sent = await api(0)
      .post('/api/fanhua/msg/send')
      .set('Authorization', adminAuth)
      .send({ scope: 'team', team_id: teamA, sender: 'doctor', message_type: 'urgent_notice', title: '只给拾荒者', msg: '药' });
    expect(sent.status).toBe(201);
    await api(0)
      .post('/api/fanhua/msg/send')
      .set('Authorization', adminAuth)
      .send({ scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '全体', msg: '集合' });

    expect(RadioMessage.parse(await streamA.next('message'))).toMatchObject({ title: '只给拾荒者', message_type: 'urgent_notice' });
    expect(RadioMessage.parse(await streamA.next('message'))).toMatchObject({ title: '全体' });
    // B hears the broadcast only: the first message it receives is the broadcast.
    expect(RadioMessage.parse(await streamB.next('message'))).toMatchObject({ title: '全体', scope: 'all' });
    streamA.close();
    streamB.close();
  });

  it('delivers the notes a move by an administrator writes in its transaction, to both teams on another replica', async () => {
    const teamA = await teamOf(leaderA, '拾荒者');
    await teamOf(leaderB, '守夜人');
    const mover = auth('3');
    expect((await api(1).get('/api/fanhua/team/list').set('Authorization', mover)).status).toBe(200); // the player becomes known
    expect(
      (
        await api(0)
          .post('/api/fanhua/team/join')
          .set('Authorization', mover)
          .send({ inviteCode: await inviteCodeOf(leaderB) })
      ).status,
    ).toBe(200);
    const streamA = await openStream(1, await ticketFor(leaderA, 1));
    const streamB = await openStream(1, await ticketFor(leaderB, 1));
    await streamA.next('ready');
    await streamB.next('ready');

    const moved = await api(0).post('/api/fanhua/admin/move-player').set('Authorization', adminAuth).send({ player_id: '3', team_id: teamA });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    expect(RadioMessage.parse(await streamA.next('message'))).toMatchObject({ title: '新成员加入', scope: 'team' });
    expect(RadioMessage.parse(await streamB.next('message'))).toMatchObject({ title: '成员调离', scope: 'team' });
    streamA.close();
    streamB.close();
  });

  it('delivers by position, not by time: a message stored with a time long past still arrives live, in order', async () => {
    await teamOf(leaderA, '拾荒者');
    const stream = await openStream(1, await ticketFor(leaderA, 1));
    await stream.next('ready');
    await stream.next('heartbeat');
    const broadcast = (title: string) => ({
      teamId: null,
      sender: 'commander' as const,
      messageType: 'system_broadcast' as const,
      title,
      html: title,
      createdBy: 'system',
    });
    // as a transaction that committed minutes after its time: a look-back window would have passed it by
    await storeRadioMessages([broadcast('迟到的广播')], new Date(Date.now() - 5 * 60_000));
    await storeRadioMessages([broadcast('后来的广播')], new Date());
    const first = RadioMessage.parse(await stream.next('message'));
    const second = RadioMessage.parse(await stream.next('message'));
    expect([first.title, second.title]).toEqual(['迟到的广播', '后来的广播']);
    expect(second.seq).toBe(first.seq + 1);
    stream.close();
  });

  it('resumes after the last position a page received: every later message of its team once, in order, then live ones', async () => {
    const teamA = await teamOf(leaderA, '拾荒者');
    const teamB = await teamOf(leaderB, '守夜人');
    const note = (teamId: string | null, title: string) => ({
      teamId: teamId === null ? null : new Types.ObjectId(teamId),
      sender: 'commander' as const,
      messageType: 'team_message' as const,
      title,
      html: title,
      createdBy: 'system',
    });
    const first = await openStream(0, await ticketFor(leaderA, 0));
    await first.next('ready');
    await storeRadioMessages([note(teamA, '第一条')], new Date());
    const seen = RadioMessage.parse(await first.next('message'));
    first.close();

    await storeRadioMessages([note(teamA, '断线时一'), note(teamB, '别队的'), note(null, '断线时全体')], new Date());
    const resumed = await openStream(1, await ticketFor(leaderA, 1), seen.seq);
    await resumed.next('ready');
    const backlog = [RadioMessage.parse(await resumed.next('message')), RadioMessage.parse(await resumed.next('message'))];
    expect(backlog.map((message) => message.title)).toEqual(['断线时一', '断线时全体']);
    await storeRadioMessages([note(teamA, '重连之后')], new Date());
    expect(RadioMessage.parse(await resumed.next('message')).title).toBe('重连之后');
    resumed.close();
  });

  it('a message stored after a stream fixed where it starts (and told the page it is ready), before it joins the feed, still reaches it', async () => {
    const feed = new RadioFeed({ logger: createLogger('svc-fanhua-test'), pollIntervalMs: 60_000 });
    const start = await feed.newestPosition();
    await storeRadioMessages(
      [{ teamId: null, sender: 'commander', messageType: 'system_broadcast', title: '就绪之后', html: '就绪之后', createdBy: 'system' }],
      new Date(),
    );
    const heard: string[] = [];
    const stop = await feed.subscribe({ teamId: null, deliver: (message) => heard.push(message.title) }, start);
    expect(heard).toEqual(['就绪之后']);
    stop();
  });
});

describe('the stream of a player the organiser signs out or suspends', () => {
  const refusalOf = (verdict: keyof typeof PLAYER_ACCESS_REFUSALS) => PLAYER_ACCESS_REFUSALS[verdict];

  it('ends at the next access check with the refusal a call gets, on every replica; the page then gets no new ticket', async () => {
    await teamOf(leaderA, '拾荒者');
    const streams = await Promise.all([0, 1].map(async (replica) => openStream(replica, await ticketFor(leaderA, replica))));
    await Promise.all(streams.map((stream) => stream.next('ready')));
    await writeAccess((access) => access.insertOne({ _id: playerAccessId('fanhua', '1'), signedOutAt: new Date(), suspended: false }));
    for (const stream of streams) {
      expect(await stream.next('refused')).toEqual(refusalOf('signed-out'));
      await stream.ended;
    }
    const again = await api(0).post('/api/fanhua/msg/stream-ticket').set('Authorization', leaderA);
    expect([again.status, refusal(again).error]).toEqual([401, 'SIGNED_OUT']);
  });

  it('ends when the player or their team is suspended, and a stream whose ticket came before a sign-out is refused at the door', async () => {
    const teamA = await teamOf(leaderA, '拾荒者');
    await teamOf(leaderB, '守夜人');
    const suspended = await openStream(0, await ticketFor(leaderA));
    const other = await openStream(0, await ticketFor(leaderB));
    await Promise.all([suspended.next('ready'), other.next('ready')]);
    await mongoose.model('TeamSuspension').create({ _id: teamA, teamName: '拾荒者', organizerName: '组织者', at: new Date() });
    expect(await suspended.next('refused')).toEqual(refusalOf('team-suspended'));
    await suspended.ended;
    // the other team's stream lives on: it still beats
    await other.next('heartbeat');
    await writeAccess((access) => access.insertOne({ _id: playerAccessId('fanhua', '2'), signedOutAt: null, suspended: true }));
    expect(await other.next('refused')).toEqual(refusalOf('suspended'));

    await writeAccess((access) => access.deleteMany({}));
    const ticket = await ticketFor(leaderB);
    await writeAccess((access) => access.insertOne({ _id: playerAccessId('fanhua', '2'), signedOutAt: new Date(), suspended: false }));
    const late = await api(1).get(`/api/fanhua/msg/stream?ticket=${ticket}`);
    expect([late.status, refusal(late).error]).toEqual([401, 'SIGNED_OUT']);
  });
});
