import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { Polish120BoardResponse } from '@citygames/contracts/organizer/board.schema';
import { GameOfflineResponse } from '@citygames/contracts/organizer/game-state.schema';
import { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import { PackCheckResponse, PackImportResponse, PackInfoResponse, PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import { CreateTeamResponse, Roster, RosterChangeResponse, RosterCsvRefusal, RosterImportResponse } from '@citygames/contracts/organizer/roster.schema';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION, GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { EventPackModel } from '../src/content/event-pack.model.js';
import { TeamStateModel } from '../src/teams/team-state.model.js';
import { loadTestRoster, PLAYERS, testPack } from './support/test-pack.js';

useTestDatabase('polish120_organizer');

const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0 });
/** Signed in (beforeAll) as svc-auth would: an account with a live sign-in in this test's auth database. */
let organizer = '';
const player = (role: 'user' | 'admin') => `Bearer ${tokenFor('polish120', keys.privateKey, { ...Object.values(PLAYERS)[0]!, role })}`;
const CHINESE = /[\u4e00-\u9fff]/;

const upload = (query: string, text: string) =>
  request(app).post(`/api/polish120/organizer/pack${query}`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) => accounts.deleteMany({}));
});

const NEWCOMER = { phone: '13700000021', name: '新人丙' };

async function registerAll() {
  const people = [...Object.values(PLAYERS), NEWCOMER, { phone: '13700000022', name: '新人丁' }];
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
    accounts.insertMany(people.map((person) => ({ game: 'polish120', phone: person.phone, name: person.name, role: 'user', createdAt: new Date() }))),
  );
  await upload('', JSON.stringify(testPack()));
  await loadTestRoster();
}
const asOrganizer = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  request(app)[method](`/api/polish120/organizer${path}`).set('Authorization', organizer);
const readRoster = async () => Roster.parse((await asOrganizer('get', '/roster')).body);
/** The roster version the console would send with its next change. */
const rosterVersion = async () => (await readRoster()).version;
const importCsv = async (text: string) =>
  asOrganizer('post', `/roster/import?version=${await rosterVersion()}`)
    .set('Content-Type', 'text/csv')
    .send(text);
const readActions = async (query = '') => OrganizerActionsResponse.parse((await asOrganizer('get', `/actions${query}`)).body).actions;

/** A roster change: its status, and the answer every accepted change gives. */
async function expectChange(change: request.Test, status: 200 | 201) {
  const answer = await change;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(RosterChangeResponse.parse(answer.body)).toEqual({ ok: true, version: expect.any(Number) });
}

/** A refused change: its status and code, in the shape every refusal has. */
async function expectRefused(change: request.Test, status: number, error: string) {
  const answer = await change;
  expect(answer.status).toBe(status);
  const refusal = ErrorResponse.parse(answer.body);
  expect(refusal.error).toBe(error);
  expect(refusal.message).toMatch(CHINESE);
  return refusal;
}

describe('polish120 rosters (teams and memberships, never in the pack)', () => {
  it('never touches the content: every kind of roster change leaves the content version and the pack as they were', async () => {
    await registerAll();
    const before = await EventPackModel.findById('current').lean();
    const created = await asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone, version: await rosterVersion() });
    const { id } = CreateTeamResponse.parse(created.body);
    await expectChange(asOrganizer('put', '/members/13900000002/team').send({ teamId: id, version: await rosterVersion() }), 200);
    await expectChange(asOrganizer('put', `/teams/${id}`).send({ name: '丁丁队', version: await rosterVersion() }), 200);
    await expectChange(asOrganizer('post', '/teams/team-a/reset').send({ version: await rosterVersion() }), 200);
    await expectChange(asOrganizer('delete', `/teams/${id}`).send({ version: await rosterVersion() }), 200);
    expect((await importCsv('戊队,13700000022')).status).toBe(201);
    const after = await EventPackModel.findById('current').lean();
    expect(after?.contentVersion).toBe(before?.contentVersion);
    expect(after?.revision).toBe(before?.revision);
    expect(after?.content).toEqual(before?.content);
    expect((await readRoster()).teams.map((team) => team.name)).toEqual(['甲队', '乙队', '戊队']);
  });

  it('edits a roster before any content is imported', async () => {
    await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
      accounts.insertOne({ game: 'polish120', phone: NEWCOMER.phone, name: NEWCOMER.name, role: 'user', createdAt: new Date() }),
    );
    const created = await asOrganizer('post', '/teams').send({ name: '先来队', leaderPhone: NEWCOMER.phone, version: await rosterVersion() });
    expect(created.status).toBe(201);
    expect(await EventPackModel.countDocuments()).toBe(0);
    expect((await readRoster()).teams).toEqual([expect.objectContaining({ name: '先来队', leader: { phone: NEWCOMER.phone, name: NEWCOMER.name } })]);
  });

  it('places a waiting player, who then gets their team instead of NOT_IN_TEAM', async () => {
    await registerAll();
    const newcomer = `Bearer ${tokenFor('polish120', keys.privateKey, { ...NEWCOMER, id: 'acc-new' })}`;
    expect(ErrorResponse.parse((await request(app).get('/api/polish120/team/status').set('Authorization', newcomer)).body).error).toBe('NOT_IN_TEAM');
    const roster = await readRoster();
    expect(roster.unassigned.map((player) => player.phone)).toEqual(expect.arrayContaining([NEWCOMER.phone, '13900000009']));
    await expectChange(asOrganizer('post', '/teams/team-b/members').send({ phone: NEWCOMER.phone, version: await rosterVersion() }), 201);
    expect((await request(app).get('/api/polish120/team/status').set('Authorization', newcomer)).status).toBe(200);
    const taken = await expectRefused(
      asOrganizer('post', '/teams/team-a/members').send({ phone: NEWCOMER.phone, version: await rosterVersion() }),
      409,
      'ALREADY_IN_TEAM',
    );
    expect(taken.message).toBe(`手机号 ${NEWCOMER.phone} 已在队伍「乙队」中`);
    const unknown = await expectRefused(
      asOrganizer('post', '/teams/team-a/members').send({ phone: '13600000000', version: await rosterVersion() }),
      422,
      'NOT_REGISTERED',
    );
    expect(unknown.message).toBe('手机号 13600000000 还没有在百廿寻迹注册');
  });

  it('creates a team, moves, changes the leader and removes, keeping one leader and at least one member', async () => {
    await registerAll();
    const created = await asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone, version: await rosterVersion() });
    expect(created.status).toBe(201);
    const { id } = CreateTeamResponse.parse(created.body);
    await expectRefused(asOrganizer('put', '/members/13900000001/team').send({ teamId: id, version: await rosterVersion() }), 409, 'LEADER_MUST_STAY');
    await expectChange(asOrganizer('put', '/members/13900000002/team').send({ teamId: id, version: await rosterVersion() }), 200);
    await expectChange(asOrganizer('put', `/teams/${id}/leader`).send({ phone: '13900000002', version: await rosterVersion() }), 200);
    const team = (await readRoster()).teams.find((entry) => entry.id === id);
    expect(team).toMatchObject({ name: '丙队', leader: { phone: '13900000002' }, members: [{ phone: NEWCOMER.phone }] });
    await expectChange(asOrganizer('delete', `/members/${NEWCOMER.phone}`).send({ version: await rosterVersion() }), 200);
    await expectRefused(asOrganizer('delete', '/members/13900000002').send({ version: await rosterVersion() }), 409, 'LEADER_MUST_STAY');
    const badTeamId = await expectRefused(
      asOrganizer('put', `/members/${NEWCOMER.phone}/team`).send({ teamId: '乙 队', version: await rosterVersion() }),
      400,
      'VALIDATION_FAILED',
    );
    expect(badTeamId.message).toContain('队伍编号只能包含字母、数字、下划线和短横线');
    await expectRefused(asOrganizer('post', '/teams/team-a/members').send({ phone: '12345', version: await rosterVersion() }), 400, 'VALIDATION_FAILED');
    const actions = await readActions('?limit=5');
    expect(actions.slice(0, 4).map((action) => [action.action, action.summary])).toEqual([
      ['roster.remove', `把 ${NEWCOMER.name} 移出了「丙队」`],
      ['roster.leader', '把「丙队」的队长换成了 阿二'],
      ['roster.move', '把 阿二 从「甲队」移到了「丙队」'],
      ['roster.create-team', `创建了队伍「丙队」，队长 ${NEWCOMER.name}`],
    ]);
  });

  it('imports a CSV roster all or nothing', async () => {
    await registerAll();
    const bad = await importCsv(`丁队,${NEWCOMER.phone},13900000001\n戊队,13600000000`);
    expect(bad.status).toBe(422);
    expect(RosterCsvRefusal.parse(bad.body).problems).toEqual([
      { line: 1, reason: '手机号 13900000001 已在队伍中' },
      { line: 2, reason: '手机号 13600000000 还没有在百廿寻迹注册' },
    ]);
    expect((await readRoster()).teams).toHaveLength(2);
    const tooBig = Array.from({ length: 20 }, (_, index) => `137000001${String(index).padStart(2, '0')}`);
    const full = await importCsv(`己队,${NEWCOMER.phone},${tooBig.join('、')}`);
    expect(RosterCsvRefusal.parse(full.body).problems[0]!.reason).toMatch(/^每支队伍最多 20 人；/);
    const good = await importCsv(`丁队,${NEWCOMER.phone},13700000022`);
    expect(good.status).toBe(201);
    expect(RosterImportResponse.parse(good.body)).toEqual({ teams: 1, players: 2, encoding: 'utf-8', version: expect.any(Number) });
    expect((await readRoster()).teams.map((team) => team.name)).toEqual(['甲队', '乙队', '丁队']);
    expect((await readActions())[0]).toMatchObject({ action: 'roster.import', summary: '导入名单：1 支队伍、2 名玩家（丁队）' });
  });
});

describe('a polish120 roster file larger than a pack holds', () => {
  it('lists the first row that does not fit instead of storing a pack the game would refuse', async () => {
    await registerAll();
    const phones = Array.from({ length: 499 }, (_, index) => `15${String(index).padStart(9, '0')}`);
    await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
      accounts.insertMany(phones.map((phone) => ({ game: 'polish120', phone, name: `玩家${phone.slice(-3)}`, role: 'user', createdAt: new Date() }))),
    );
    const refused = await importCsv(phones.map((phone, index) => `队${index + 1},${phone}`).join('\n'));
    expect(refused.status).toBe(422);
    expect(RosterCsvRefusal.parse(refused.body).problems).toEqual([{ line: 499, reason: '百廿寻迹最多 500 支队伍，已有 2 支：从这一行起的队伍放不下' }]);
    expect((await readRoster()).teams).toHaveLength(2);
    expect(
      (
        await importCsv(
          phones
            .slice(0, 498)
            .map((phone, index) => `队${index + 1},${phone}`)
            .join('\n'),
        )
      ).status,
    ).toBe(201);
    expect((await readRoster()).teams).toHaveLength(500);
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
    ['put', '/teams/team-a'],
    ['delete', '/teams/team-a'],
    ['post', '/teams/team-a/reset'],
    ['get', '/roster.csv'],
    ['get', '/pack.json'],
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
    const broken = { ...pack, event: { ...pack.event, name: '' }, tasks: [] };
    const answer = await upload('', JSON.stringify(broken));
    expect(answer.status).toBe(422);
    expect(PackRefusal.parse(answer.body).issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['event.name', 'tasks']));
    expect(await EventPackModel.countDocuments()).toBe(0);
    const notJson = await upload('', '{ "format": ');
    expect(notJson.status).toBe(422);
    expect(PackRefusal.parse(notJson.body).issues[0]!.message).toContain('JSON');
  });

  it('checks without writing, imports keeping progress, and shows the live version', async () => {
    const text = JSON.stringify(testPack());
    const checked = await upload('?check=1', text);
    expect(checked.status).toBe(200);
    expect(PackCheckResponse.parse(checked.body).message).toMatch(CHINESE);
    expect(await EventPackModel.countDocuments()).toBe(0);
    const unknownOption = await upload('?option=--keep-progress', text);
    expect(unknownOption.status).toBe(400);
    expect(ErrorResponse.parse(unknownOption.body).error).toBe('UNKNOWN_OPTION');
    const first = await upload('', text);
    expect(first.status).toBe(201);
    await loadTestRoster();
    expect(PackImportResponse.parse(first.body).live).toMatchObject({ name: '测试活动', revision: 1 });
    await TeamStateModel.create({ teamId: 't1', started: true });
    expect((await upload('', text)).status).toBe(201);
    expect((await upload('', text)).status).toBe(201);
    expect(await TeamStateModel.countDocuments()).toBe(1);
    const info = PackInfoResponse.parse((await asOrganizer('get', '/pack')).body);
    expect(info.live).toMatchObject({ revision: 3 });
    expect(info.options).toEqual([]);
    const actions = await readActions();
    expect(actions).toHaveLength(3);
    expect(actions[1]!.summary).toContain('队伍进度已保留');
    expect(GameSummary.parse((await asOrganizer('get', '/summary')).body)).toMatchObject({ teams: 2, playersInTeams: 3, pack: { name: '测试活动' } });
    const csv = await request(app).get('/api/polish120/organizer/results.csv').set('Authorization', organizer);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('名次,队伍,队长,队员,人数,得分（完成任务数）,最后得分时间,开始时间,进度');
    expect(lines).toHaveLength(1 + 2);
  });

  it('shows each team on the live board: started, X-area stage, tasks solved, bans, last activity', async () => {
    await upload('', JSON.stringify(testPack()));
    await loadTestRoster();
    const answered = await request(app).post('/api/polish120/start/answer').set('Authorization', player('user')).send({ answer: '年月日时' });
    expect(answered.status).toBe(200);
    const board = await asOrganizer('get', '/board');
    expect(board.status).toBe(200);
    expect(Polish120BoardResponse.parse(board.body).teams).toEqual([
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
    await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.insertOne({ game: 'polish120', open: false }));
    const closed = await request(app).get('/api/polish120/team/status').set('Authorization', player('user'));
    expect(closed.status).toBe(503);
    expect(GameOfflineResponse.parse(closed.body).message).toMatch(CHINESE);
    expect((await upload('', JSON.stringify(testPack()))).status).toBe(201);
  });
});
