import mongoose from 'mongoose';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signOrganizerToken } from '@citygames/service-kit/organizer-token';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { buildApp } from '../src/app.js';
import { EventPackModel } from '../src/content/event-pack.model.js';
import { TeamStateModel } from '../src/teams/team-state.model.js';
import { PLAYERS, testPack } from './support/test-pack.js';

useTestDatabase('polish120_organizer');

const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0 });
const organizer = `Bearer ${signOrganizerToken({ id: 'org-1', name: '组织者甲' }, { privateKey: keys.privateKey, expiresInSeconds: 600 })}`;
const player = (role: 'user' | 'admin') => `Bearer ${tokenFor('polish120', keys.privateKey, { ...Object.values(PLAYERS)[0]!, role })}`;
const CHINESE = /[\u4e00-\u9fff]/;

const upload = (query: string, text: string) =>
  request(app).post(`/api/polish120/organizer/pack${query}`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await mongoose.connection.collection('game_states').deleteMany({});
  await mongoose.connection.collection('accounts').deleteMany({});
});

const NEWCOMER = { phone: '13700000021', name: '新人丙' };

async function registerAll() {
  const people = [...Object.values(PLAYERS), NEWCOMER, { phone: '13700000022', name: '新人丁' }];
  await mongoose.connection
    .collection('accounts')
    .insertMany(people.map((person) => ({ game: 'polish120', phone: person.phone, name: person.name, role: 'user', createdAt: new Date() })));
  await upload('', JSON.stringify(testPack()));
}
const asOrganizer = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  request(app)[method](`/api/polish120/organizer${path}`).set('Authorization', organizer);

describe('polish120 rosters (kept in the current pack)', () => {
  it('places a waiting player, who then gets their team instead of NOT_IN_TEAM', async () => {
    await registerAll();
    const newcomer = `Bearer ${tokenFor('polish120', keys.privateKey, { ...NEWCOMER, id: 'acc-new' })}`;
    expect(ErrorResponse.parse((await request(app).get('/api/polish120/team/status').set('Authorization', newcomer)).body).error).toBe('NOT_IN_TEAM');
    const roster = await asOrganizer('get', '/roster');
    expect(roster.body.unassigned.map((player: { phone: string }) => player.phone)).toEqual(expect.arrayContaining([NEWCOMER.phone, '13900000009']));
    expect((await asOrganizer('post', '/teams/team-b/members').send({ phone: NEWCOMER.phone })).status).toBe(201);
    expect((await request(app).get('/api/polish120/team/status').set('Authorization', newcomer)).status).toBe(200);
    expect((await asOrganizer('post', '/teams/team-a/members').send({ phone: NEWCOMER.phone })).status).toBe(409);
  });

  it('creates a team, moves, changes the leader and removes, keeping one leader and at least one member', async () => {
    await registerAll();
    const created = await asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone });
    expect(created.status).toBe(201);
    expect((await asOrganizer('put', '/members/13900000001/team').send({ teamId: created.body.id })).status).toBe(409); // a leader
    expect((await asOrganizer('put', '/members/13900000002/team').send({ teamId: created.body.id })).status).toBe(200);
    expect((await asOrganizer('put', `/teams/${created.body.id}/leader`).send({ phone: '13900000002' })).status).toBe(200);
    const team = (await asOrganizer('get', '/roster')).body.teams.find((entry: { id: string }) => entry.id === created.body.id);
    expect(team).toMatchObject({ name: '丙队', leader: { phone: '13900000002' }, members: [{ phone: NEWCOMER.phone }] });
    expect((await asOrganizer('delete', `/members/${NEWCOMER.phone}`)).status).toBe(200);
    expect((await asOrganizer('delete', '/members/13900000002')).status).toBe(409);
    const actions = (await asOrganizer('get', '/actions?limit=5')).body.actions.map((action: { action: string }) => action.action);
    expect(actions.slice(0, 4)).toEqual(['roster.remove', 'roster.leader', 'roster.move', 'roster.create-team']);
  });

  it('imports a CSV roster all or nothing', async () => {
    await registerAll();
    const bad = await asOrganizer('post', '/roster/import').send({ csv: `丁队,${NEWCOMER.phone},13900000001\n戊队,13600000000` });
    expect(bad.status).toBe(422);
    expect(bad.body.problems).toHaveLength(2);
    expect((await asOrganizer('get', '/roster')).body.teams).toHaveLength(2);
    const good = await asOrganizer('post', '/roster/import').send({ csv: `丁队,${NEWCOMER.phone},13700000022` });
    expect(good.body).toEqual({ teams: 1, players: 2 });
    expect((await asOrganizer('get', '/roster')).body.teams.map((team: { name: string }) => team.name)).toEqual(['甲队', '乙队', '丁队']);
  });
});

describe('who may call polish120 organiser routes', () => {
  it.each([
    ['get', '/summary'],
    ['get', '/actions'],
    ['get', '/pack'],
    ['post', '/pack'],
    ['get', '/results.csv'],
    ['get', '/roster'],
    ['get', '/board'],
    ['post', '/teams'],
    ['post', '/teams/team-a/members'],
    ['put', '/teams/team-a/leader'],
    ['put', '/members/13900000002/team'],
    ['delete', '/members/13900000002'],
    ['post', '/roster/import'],
  ] as const)('%s %s: 401 without a token, 403 for a player and for the game admin', async (method, path) => {
    expect((await request(app)[method](`/api/polish120/organizer${path}`)).status).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const refused = await request(app)[method](`/api/polish120/organizer${path}`).set('Authorization', player(role));
      expect(refused.status).toBe(403);
      expect(ErrorResponse.parse(refused.body).message).toMatch(CHINESE);
    }
  });
});

describe('pack upload in the browser', () => {
  it('lists every problem with its path and writes nothing', async () => {
    const pack = testPack();
    const broken = { ...pack, event: { ...pack.event, name: '' }, teams: [] };
    const answer = await upload('', JSON.stringify(broken));
    expect(answer.status).toBe(422);
    expect(ErrorResponse.parse(answer.body).error).toBe('PACK_INVALID');
    expect(answer.body.issues.map((issue: { path: string }) => issue.path)).toEqual(expect.arrayContaining(['event.name', 'teams']));
    expect(await EventPackModel.countDocuments()).toBe(0);
    const notJson = await upload('', '{ "format": ');
    expect(notJson.status).toBe(422);
    expect(notJson.body.issues[0].message).toContain('JSON');
  });

  it('checks without writing, imports, keeps progress when asked, and shows the live version', async () => {
    const text = JSON.stringify(testPack());
    expect((await upload('?check=1', text)).status).toBe(200);
    expect(await EventPackModel.countDocuments()).toBe(0);
    expect((await upload('?option=--keep-all', text)).status).toBe(400);
    const first = await upload('', text);
    expect(first.status).toBe(201);
    expect(first.body.live).toMatchObject({ revision: 1 });
    await TeamStateModel.create({ teamId: 't1', started: true });
    expect((await upload('?option=--keep-progress', text)).status).toBe(201);
    expect(await TeamStateModel.countDocuments()).toBe(1);
    expect((await upload('', text)).status).toBe(201);
    expect(await TeamStateModel.countDocuments()).toBe(0);
    const info = await request(app).get('/api/polish120/organizer/pack').set('Authorization', organizer);
    expect(info.body.live).toMatchObject({ revision: 3 });
    expect(info.body.options).toEqual([{ flag: '--keep-progress', meaning: expect.stringMatching(CHINESE) }]);
    const actions = await request(app).get('/api/polish120/organizer/actions').set('Authorization', organizer);
    expect(actions.body.actions).toHaveLength(3);
    expect(actions.body.actions[1].summary).toContain('--keep-progress');
    const csv = await request(app).get('/api/polish120/organizer/results.csv').set('Authorization', organizer);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('队伍,队长,队员,完成任务数,X 区域阶段,出发时间,最后完成任务时间');
    expect(lines).toHaveLength(1 + testPack().teams!.length);
  });

  it('shows each team on the live board: started, X-area stage, tasks solved, bans, last activity', async () => {
    await upload('', JSON.stringify(testPack()));
    const answered = await request(app).post('/api/polish120/start/answer').set('Authorization', player('user')).send({ answer: '年月日时' });
    expect(answered.status).toBe(200);
    const board = await request(app).get('/api/polish120/organizer/board').set('Authorization', organizer);
    expect(board.status).toBe(200);
    expect(board.body.teams).toEqual([
      expect.objectContaining({
        name: '甲队',
        leader: '阿一',
        members: ['阿二'],
        started: false,
        xStage: 0,
        tasksSolved: 0,
        activeBans: 0,
        lastActivityAt: expect.any(String),
      }),
      expect.objectContaining({ name: '乙队', lastActivityAt: null }),
    ]);
  });

  it('answers players GAME_OFFLINE while closed, but still lets the organiser import', async () => {
    await mongoose.connection.collection('game_states').insertOne({ game: 'polish120', open: false });
    const closed = await request(app).get('/api/polish120/team/status').set('Authorization', player('user'));
    expect(closed.status).toBe(503);
    expect(ErrorResponse.parse(closed.body).error).toBe('GAME_OFFLINE');
    expect((await upload('', JSON.stringify(testPack()))).status).toBe(201);
  });
});
