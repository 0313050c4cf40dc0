import iconv from 'iconv-lite';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PilotshBoardResponse } from '@citygames/contracts/organizer/board.schema';
import { GameOfflineResponse } from '@citygames/contracts/organizer/game-state.schema';
import { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import { PackInfoResponse } from '@citygames/contracts/organizer/pack.schema';
import { ROSTER_FILE_MAX_BYTES } from '@citygames/contracts/organizer/roster.rules';
import {
  CreateTeamResponse,
  Roster,
  RosterChangeResponse,
  RosterCsvRefusal,
  RosterImportPreview,
  RosterImportResponse,
} from '@citygames/contracts/organizer/roster.schema';
import { resetPlayerActivityThrottle } from '@citygames/service-kit/auth/player-activity';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION, GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { Membership } from '../src/teams/membership.model.js';
import { Team } from '../src/teams/team.model.js';
import { CHINESE, importDemoPack, createTestClock } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_organizer');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
/** Signed in (beforeAll) as svc-auth would: an account with a live sign-in in this test's auth database. */
let organizerToken = '';
const playerToken = (phone: string, role: 'user' | 'admin' = 'user') => tokenFor('pilotsh', keys.privateKey, { phone, role });
const NEWCOMER = '13700000011';
const NEWCOMER2 = '13700000012';

const asOrganizer = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  request(app)[method](`/api/pilotsh/organizer${path}`).set('Authorization', `Bearer ${organizerToken}`);
/** The roster version the console would send with its next change. */
const rosterVersion = async () => Roster.parse((await asOrganizer('get', '/roster')).body).version;
/** Uploads a roster file as the console does: its bytes, as they are (an import, not a check, carries the roster version). */
const importFile = async (file: string | Buffer, query?: string) =>
  asOrganizer('post', `/roster/import${query ?? `?version=${await rosterVersion()}`}`)
    .set('Content-Type', 'application/octet-stream')
    .send(typeof file === 'string' ? Buffer.from(file) : file);

async function register(phone: string, name: string, role: 'user' | 'admin' = 'user') {
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) => accounts.insertOne({ game: 'pilotsh', phone, name, role, createdAt: clock.now() }));
}

beforeAll(async () => {
  // The auth database of these tests is this file's own database (see platform-records).
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizerToken = (await signInTestOrganizer(keys.privateKey)).authorization.slice('Bearer '.length);
});

beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) => accounts.deleteMany({}));
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  await importDemoPack();
  for (let i = 0; i <= 6; i += 1) await register(`1380000000${i}`, i === 0 ? '管理员' : `玩家${i}`, i === 0 ? 'admin' : 'user');
  await register(NEWCOMER, '新人甲');
  await register(NEWCOMER2, '新人乙');
});

describe('who may call the organiser routes', () => {
  const calls: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
    ['get', '/summary'],
    ['get', '/actions'],
    ['get', '/roster'],
    ['post', '/teams'],
    ['post', '/teams/0123456789abcdef01234567/members'],
    ['put', '/teams/0123456789abcdef01234567/leader'],
    ['put', `/members/${NEWCOMER}/team`],
    ['delete', `/members/${NEWCOMER}`],
    ['put', '/teams/0123456789abcdef01234567'],
    ['delete', '/teams/0123456789abcdef01234567'],
    ['post', '/teams/0123456789abcdef01234567/reset'],
    ['post', '/roster/import'],
    ['get', '/roster.csv'],
    ['get', '/pack.json'],
    ['get', '/board'],
    ['get', '/results.csv'],
    ['get', '/pack'],
    ['post', '/pack'],
  ];

  it.each(calls)('%s %s: 401 without a token, 403 for a player and for the game admin', async (method, path) => {
    const none = await request(app)[method](`/api/pilotsh/organizer${path}`);
    expect(none.status).toBe(401);
    for (const token of [playerToken('13800000001'), playerToken('13800000000', 'admin')]) {
      const refused = await request(app)[method](`/api/pilotsh/organizer${path}`).set('Authorization', `Bearer ${token}`).send({});
      expect(refused.status).toBe(403);
      const refusal = ErrorResponse.parse(refused.body);
      expect(refusal.error).toBe('ORGANIZER_ONLY');
      expect(refusal.message).toMatch(CHINESE);
    }
  });
});

describe('rosters', () => {
  it('lists the demo teams and the registered players in no team', async () => {
    const answer = await asOrganizer('get', '/roster');
    expect(answer.status).toBe(200);
    const roster = Roster.parse(answer.body);
    expect(roster.teams.map((team) => team.name)).toEqual(['演示一队', '演示二队', '演示三队']);
    expect(roster.teams[0]).toMatchObject({ currentAreaSeq: expect.any(Number), leader: { phone: '13800000001' }, members: [{ phone: '13800000002' }] });
    expect(roster.unassigned.map((player) => player.phone)).toEqual([NEWCOMER, NEWCOMER2]);
  });

  it('places a waiting player into a team: their NO_TEAM turns into the team, and the action is recorded', async () => {
    const before = await request(app)
      .get('/api/pilotsh/team/status')
      .set('Authorization', `Bearer ${playerToken(NEWCOMER)}`);
    expect(before.status).toBe(403);
    expect(ErrorResponse.parse(before.body).error).toBe('NO_TEAM');
    const team = await Team.findOne({ name: '演示二队' }).lean();
    const added = await asOrganizer('post', `/teams/${team!._id}/members`).send({ phone: NEWCOMER, version: await rosterVersion() });
    expect(added.status).toBe(201);
    expect(RosterChangeResponse.parse(added.body)).toEqual({ ok: true, version: expect.any(Number) });
    const after = await request(app)
      .get('/api/pilotsh/team/status')
      .set('Authorization', `Bearer ${playerToken(NEWCOMER)}`);
    expect(after.status).toBe(200);
    const actions = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions;
    expect(actions[0]).toMatchObject({
      organizer: '组织者甲',
      action: 'roster.add',
      team: '演示二队',
      player: '新人甲',
      summary: '把 新人甲 加入了「演示二队」',
    });
  });

  it('refuses an unregistered phone, a player already in a team and a bad phone, each with a Chinese reason', async () => {
    const team = await Team.findOne({ name: '演示一队' }).lean();
    const unknown = await asOrganizer('post', `/teams/${team!._id}/members`).send({ phone: '13600000000', version: await rosterVersion() });
    expect(unknown.status).toBe(422);
    expect(ErrorResponse.parse(unknown.body)).toMatchObject({ error: 'NOT_REGISTERED', message: '手机号 13600000000 还没有在领航上海注册' });
    const taken = await asOrganizer('post', `/teams/${team!._id}/members`).send({ phone: '13800000003', version: await rosterVersion() });
    expect(taken.status).toBe(409);
    expect(ErrorResponse.parse(taken.body)).toMatchObject({ error: 'ALREADY_IN_TEAM', message: '手机号 13800000003 已在队伍「演示二队」中' });
    const bad = await asOrganizer('post', `/teams/${team!._id}/members`).send({ phone: { $gt: '' } });
    expect(bad.status).toBe(400);
    expect(ErrorResponse.parse(bad.body).message).toMatch(CHINESE);
    expect(await Membership.countDocuments()).toBe(6);
  });

  it('creates a team, moves a member, changes the leader and removes a member, keeping one leader per team', async () => {
    const created = await asOrganizer('post', '/teams').send({ name: '新队', leaderPhone: NEWCOMER, version: await rosterVersion() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = CreateTeamResponse.parse(created.body);
    const sameName = await asOrganizer('post', '/teams').send({ name: '新队', leaderPhone: NEWCOMER2, version: await rosterVersion() });
    expect(sameName.status).toBe(409);
    expect(ErrorResponse.parse(sameName.body)).toMatchObject({ error: 'TEAM_NAME_TAKEN', message: '队名「新队」已被使用' });
    const moved = await asOrganizer('put', '/members/13800000002/team').send({ teamId: id, version: await rosterVersion() });
    expect(moved.status).toBe(200);
    expect(RosterChangeResponse.parse(moved.body)).toEqual({ ok: true, version: expect.any(Number) });
    const leaderMoved = await asOrganizer('put', '/members/13800000001/team').send({ teamId: id, version: await rosterVersion() });
    expect(leaderMoved.status).toBe(409);
    expect(ErrorResponse.parse(leaderMoved.body).error).toBe('LEADER_MUST_STAY');
    const leader = await asOrganizer('put', `/teams/${id}/leader`).send({ phone: '13800000002', version: await rosterVersion() });
    expect(leader.status).toBe(200);
    expect(RosterChangeResponse.parse(leader.body)).toEqual({ ok: true, version: expect.any(Number) });
    const team = Roster.parse((await asOrganizer('get', '/roster')).body).teams.find((entry) => entry.id === id);
    expect(team).toMatchObject({ leader: { phone: '13800000002' }, members: [{ phone: NEWCOMER }] });
    const removed = await asOrganizer('delete', `/members/${NEWCOMER}`).send({ version: await rosterVersion() });
    expect(removed.status).toBe(200);
    expect(RosterChangeResponse.parse(removed.body)).toEqual({ ok: true, version: expect.any(Number) });
    expect(await Membership.countDocuments({ teamId: id, role: 'leader' })).toBe(1);
    const badTeamId = await asOrganizer('put', '/members/13800000002/team').send({ teamId: 'team-a', version: await rosterVersion() });
    expect(badTeamId.status).toBe(400);
    expect(ErrorResponse.parse(badTeamId.body)).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.stringContaining('编号格式不正确') });
  });

  it('lets exactly one of two organisers placing the same player at once win', async () => {
    const [one, two] = await Promise.all([Team.findOne({ name: '演示一队' }).lean(), Team.findOne({ name: '演示二队' }).lean()]);
    const version = await rosterVersion();
    const answers = await Promise.all([
      asOrganizer('post', `/teams/${one!._id}/members`).send({ phone: NEWCOMER, version }),
      asOrganizer('post', `/teams/${two!._id}/members`).send({ phone: NEWCOMER, version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await Membership.countDocuments({ phone: NEWCOMER })).toBe(1);
    const actions = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions;
    expect(actions.filter((action) => action.action === 'roster.add')).toHaveLength(1);
  });

  it('imports a CSV roster all or nothing, listing every bad row with its reason', async () => {
    const bad = await importFile(`队名,队长手机号,队员手机号\n四队,${NEWCOMER},${NEWCOMER2}\n五队,13600000000,\n演示一队,${NEWCOMER2},\n六队,12345,`);
    expect(bad.status).toBe(422);
    const refusal = RosterCsvRefusal.parse(bad.body);
    expect(refusal.message).toBe('名单有 3 行有问题，没有导入任何内容');
    expect(refusal.encoding).toBe('utf-8');
    expect(refusal.problems).toEqual([
      { line: 3, reason: '手机号 13600000000 还没有在领航上海注册' },
      { line: 4, reason: `队名「演示一队」已被使用；手机号 ${NEWCOMER2} 在第 2 行已出现` },
      { line: 5, reason: '队长手机号格式不正确：12345' },
    ]);
    expect(await Team.countDocuments()).toBe(3);
    const good = await importFile(`\uFEFF队名,队长手机号,队员手机号\r\n四队,${NEWCOMER},${NEWCOMER2}\r\n`);
    expect(good.status).toBe(201);
    expect(RosterImportResponse.parse(good.body)).toEqual({ teams: 1, players: 2, encoding: 'utf-8-bom', version: expect.any(Number) });
    const actions = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions;
    expect(actions[0]).toMatchObject({ action: 'roster.import', summary: '导入名单：1 支队伍、2 名玩家（四队）' });
    expect(await Membership.countDocuments({ phone: NEWCOMER2, role: 'member' })).toBe(1);
  });

  it('previews a file without writing: the encoding, the header, every team with its players, every problem', async () => {
    const file = `红队,1380000012\n"蓝队,""一组""",${NEWCOMER},"${NEWCOMER2}"\n`;
    const answer = await importFile(file, '?check=1');
    expect(answer.status).toBe(200);
    expect(RosterImportPreview.parse(answer.body)).toEqual({
      encoding: 'utf-8',
      headerLine: null,
      teams: [
        {
          line: 2,
          name: '蓝队,"一组"',
          leader: { phone: NEWCOMER, name: '新人甲' },
          members: [{ phone: NEWCOMER2, name: '新人乙' }],
        },
      ],
      players: 2,
      problems: [{ line: 1, reason: '队长手机号格式不正确：1380000012' }],
    });
    expect(await Team.countDocuments()).toBe(3);
    expect(OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions).toEqual([]);
  });

  it('reads a file saved by Excel on Chinese Windows (GBK) with its Chinese team names', async () => {
    const gbk = Buffer.from(iconv.encode(`队名,队长手机号,队员手机号\r\n红队,${NEWCOMER},${NEWCOMER2}\r\n`, 'gbk'));
    const preview = RosterImportPreview.parse((await importFile(gbk, '?check=1')).body);
    expect(preview).toMatchObject({ encoding: 'gb18030', headerLine: 1, teams: [{ name: '红队' }], problems: [] });
    expect((await importFile(gbk)).status).toBe(201);
    expect(await Team.exists({ name: '红队' })).toBeTruthy();
  });

  it('imports an 800-team file of 4,800 players as one upload', async () => {
    const teams = Array.from({ length: 800 }, (_, team) => ({
      name: `第${team + 1}队`,
      phones: Array.from({ length: 6 }, (_, seat) => `15${String(team * 6 + seat).padStart(9, '0')}`),
    }));
    await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
      accounts.insertMany(
        teams.flatMap((team) => team.phones.map((phone) => ({ game: 'pilotsh', phone, name: `玩家${phone.slice(-4)}`, role: 'user', createdAt: clock.now() }))),
      ),
    );
    const file = ['队名,队长手机号,队员手机号', ...teams.map((team) => `${team.name},${team.phones.join(',')}`)].join('\r\n');
    expect(file.length).toBeGreaterThan(63_000);
    const answer = await importFile(file);
    expect(answer.status).toBe(201);
    expect(RosterImportResponse.parse(answer.body)).toEqual({ teams: 800, players: 4800, encoding: 'utf-8', version: expect.any(Number) });
    expect(await Membership.countDocuments({ phone: /^15/ })).toBe(4800);
  }, 120_000);

  it('takes the file only as bytes, up to its documented size', async () => {
    const json = await asOrganizer('post', '/roster/import').send({ csv: `四队,${NEWCOMER}` });
    expect(json.status).toBe(400);
    expect(ErrorResponse.parse(json.body).message).toBe('请上传名单文件（CSV 或 Excel .xlsx）');
    const huge = await importFile(Buffer.alloc(ROSTER_FILE_MAX_BYTES + 1, 0x31));
    expect(huge.status).toBe(413);
    expect(ErrorResponse.parse(huge.body).message).toBe('名单文件不能超过 2 MB');
    const badQuery = await importFile(`四队,${NEWCOMER}`, '?check=yes');
    expect(badQuery.status).toBe(400);
    expect(await Team.countDocuments()).toBe(3);
  });

  it('exports results as a UTF-8 CSV with a byte order mark, one line per team', async () => {
    const csv = await asOrganizer('get', '/results.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFF名次,队伍,队长,队员')).toBe(true);
    expect(csv.text.trim().split('\r\n')).toHaveLength(4);
  });
});

describe('live board and pack', () => {
  it('shows each team with its leader, members, area and progress', async () => {
    const answer = await asOrganizer('get', '/board');
    expect(answer.status).toBe(200);
    const board = PilotshBoardResponse.parse(answer.body);
    expect(board.teams.map((team) => team.name)).toEqual(['演示一队', '演示二队', '演示三队']);
    expect(board.teams[0]).toMatchObject({ leader: '玩家1', members: ['玩家2'], tasksSolved: 0, activeBans: 0, lastSolvedAt: null });
  });

  it('shows the live pack and what an import does', async () => {
    const answer = await asOrganizer('get', '/pack');
    expect(answer.status).toBe(200);
    const info = PackInfoResponse.parse(answer.body);
    expect(info.live).toMatchObject({ name: expect.stringMatching(CHINESE), importedAt: expect.any(String) });
    expect(info.effect).toMatch(CHINESE);
  });
});

describe('overview', () => {
  it('counts the teams and the players active in the last 10 minutes', async () => {
    resetPlayerActivityThrottle();
    await request(app)
      .get('/api/pilotsh/team/status')
      .set('Authorization', `Bearer ${playerToken('13800000001')}`);
    await request(app)
      .get('/api/pilotsh/team/status')
      .set('Authorization', `Bearer ${playerToken('13800000003')}`);
    await vi.waitFor(async () =>
      expect(GameSummary.parse((await asOrganizer('get', '/summary')).body)).toMatchObject({ teams: 3, playersInTeams: 6, unassigned: 2, activePlayers: 2 }),
    );
    clock.advance(11 * 60);
    expect(GameSummary.parse((await asOrganizer('get', '/summary')).body).activePlayers).toBe(0);
  });
});

describe('a closed game', () => {
  it('answers players 503 GAME_OFFLINE while the organiser still works', async () => {
    await writeTestCollection(GAME_STATES_COLLECTION, (states) =>
      states.insertOne({ game: 'pilotsh', open: false, updatedAt: clock.now(), updatedBy: '组织者甲' }),
    );
    const player = await request(app)
      .get('/api/pilotsh/team/status')
      .set('Authorization', `Bearer ${playerToken('13800000001')}`);
    expect(player.status).toBe(503);
    expect(GameOfflineResponse.parse(player.body).message).toMatch(CHINESE);
    const roster = await asOrganizer('get', '/roster');
    expect(roster.status).toBe(200);
    Roster.parse(roster.body);
  });
});
