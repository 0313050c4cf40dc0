import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PackCheckResponse, PackImportResponse, PackInfoResponse } from '@citygames/contracts/organizer/pack.schema';
import { CreateTeamResponse, Roster, RosterChangeResponse, RosterStaleRefusal } from '@citygames/contracts/organizer/roster.schema';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { buildApp } from '../src/app.js';
import { ScratchDrawModel } from '../src/scratch/scratch-draw.model.js';
import { TeamStateModel } from '../src/teams/team-state.model.js';
import { loadTestRoster, PLAYERS, testPack } from './support/test-pack.js';

useTestDatabase('polish120_team_repair');

const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0 });
let organizer = '';
const CHINESE = /[\u4e00-\u9fff]/;
const NEWCOMER = { phone: '13700000021', name: '新人丙' };

const upload = (query: string, text: string) =>
  request(app).post(`/api/polish120/organizer/pack${query}`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);
const asOrganizer = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  request(app)[method](`/api/polish120/organizer${path}`).set('Authorization', organizer);
const readRoster = async () => Roster.parse((await asOrganizer('get', '/roster')).body);
const latestAction = async () => OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions[0];
const playerOf = (person: { phone: string; name: string }) => `Bearer ${tokenFor('polish120', keys.privateKey, { ...person, role: 'user' })}`;

async function expectRefused(answer: request.Response, status: number, error: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const refusal = ErrorResponse.parse(answer.body);
  expect(refusal.error).toBe(error);
  expect(refusal.message).toMatch(CHINESE);
}

/** A stored solve, a started state and a scratch card for one team: the progress a reset forgets. */
async function giveProgress(teamId: string) {
  await TaskSolve.create({ teamId, taskId: 'T1', playerId: 'p', playerName: '阿一', answer: 'x', solvedAt: new Date() });
  await TeamStateModel.create({ teamId, started: true });
  await ScratchDrawModel.create({ teamId, card: 1, playerId: 'p', playerName: '阿一', value: '1', drawnAt: new Date() });
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  const people = [...Object.values(PLAYERS), NEWCOMER];
  await writeTestCollection(ACCOUNTS_COLLECTION, async (accounts) => {
    await accounts.deleteMany({});
    await accounts.insertMany(people.map((person) => ({ game: 'polish120', phone: person.phone, name: person.name, role: 'user', createdAt: new Date() })));
  });
  expect((await upload('', JSON.stringify(testPack()))).status).toBe(201);
  await loadTestRoster();
});

describe('repairing a polish120 team', () => {
  it('renames a team, and refuses a bad name, an unknown team and a name in use', async () => {
    const { version } = await readRoster();
    const renamed = await asOrganizer('put', '/teams/team-a').send({ name: '红队', version });
    expect(RosterChangeResponse.parse(renamed.body)).toEqual({ ok: true, version: version + 1 });
    expect((await readRoster()).teams.map((team) => team.name)).toEqual(['红队', '乙队']);
    expect(await latestAction()).toMatchObject({ action: 'roster.rename', summary: '把队伍「甲队」改名为「红队」' });
    const now = version + 1;
    await expectRefused(await asOrganizer('put', '/teams/team-a').send({ name: ' ', version: now }), 400, 'VALIDATION_FAILED');
    await expectRefused(await asOrganizer('put', '/teams/no-team').send({ name: '蓝队', version: now }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await asOrganizer('put', '/teams/team-a').send({ name: '乙队', version: now }), 409, 'TEAM_NAME_TAKEN');
  });

  it('deletes a team: its players wait again, its progress is gone, another team keeps its own', async () => {
    await giveProgress('team-a');
    await giveProgress('team-b');
    const { version } = await readRoster();
    const deleted = await asOrganizer('delete', '/teams/team-a').send({ version });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const roster = await readRoster();
    expect(roster.teams.map((team) => team.id)).toEqual(['team-b']);
    expect(roster.unassigned.map((player) => player.phone)).toEqual(expect.arrayContaining(['13900000001', '13900000002']));
    expect(await TaskSolve.countDocuments({ teamId: 'team-a' })).toBe(0);
    expect(await TeamStateModel.countDocuments({ teamId: 'team-a' })).toBe(0);
    expect(await ScratchDrawModel.countDocuments({ teamId: 'team-a' })).toBe(0);
    expect(await TaskSolve.countDocuments({ teamId: 'team-b' })).toBe(1);
    expect(await latestAction()).toMatchObject({ action: 'roster.delete-team', summary: '删除了队伍「甲队」，2 名队员回到等待分队' });
    const formerLeader = await request(app).get('/api/polish120/team/status').set('Authorization', playerOf(PLAYERS.a1));
    expect(ErrorResponse.parse(formerLeader.body).error).toBe('NOT_IN_TEAM');
  });

  it('resets a team: solves, state and scratch cards gone in one go, its roster unchanged', async () => {
    await giveProgress('team-a');
    await giveProgress('team-b');
    const { version } = await readRoster();
    const reset = await asOrganizer('post', '/teams/team-a/reset').send({ version });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await TaskSolve.countDocuments({ teamId: 'team-a' })).toBe(0);
    expect(await TeamStateModel.countDocuments({ teamId: 'team-a' })).toBe(0);
    expect(await ScratchDrawModel.countDocuments({ teamId: 'team-a' })).toBe(0);
    expect(await TeamStateModel.countDocuments({ teamId: 'team-b' })).toBe(1);
    expect((await readRoster()).teams[0]).toMatchObject({ id: 'team-a', name: '甲队', leader: { phone: '13900000001' } });
    expect(await latestAction()).toMatchObject({ action: 'roster.reset-team', summary: '重置了队伍「甲队」的进度' });
    await expectRefused(await asOrganizer('post', '/teams/no-team/reset').send({ version: version + 1 }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await asOrganizer('post', '/teams/team-a/reset').send({}), 400, 'VALIDATION_FAILED');
  });
});

describe('two polish120 organisers', () => {
  it('refuses a change from a stale view with 409 and the current version', async () => {
    const { version } = await readRoster();
    expect((await asOrganizer('put', '/members/13900000002/team').send({ teamId: 'team-b', version })).status).toBe(200);
    const stale = await asOrganizer('delete', '/members/13900000002').send({ version });
    expect(stale.status).toBe(409);
    expect(RosterStaleRefusal.parse(stale.body)).toMatchObject({ error: 'ROSTER_STALE', version: version + 1 });
    expect((await readRoster()).teams[1]!.members.map((member) => member.phone)).toEqual(['13900000002']);
  });

  it('applies exactly one of many changes made at once from the same version', async () => {
    await giveProgress('team-a');
    const { version } = await readRoster();
    const answers = await Promise.all([
      asOrganizer('delete', '/teams/team-a').send({ version }),
      asOrganizer('post', '/teams/team-a/reset').send({ version }),
      asOrganizer('put', '/members/13900000002/team').send({ teamId: 'team-b', version }),
      asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone, version }),
      ...Array.from({ length: 4 }, (_, i) => asOrganizer('put', '/teams/team-b').send({ name: `蓝队${i}`, version })),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status < 300),
      statuses.join(','),
    ).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status >= 400)) expect(ErrorResponse.parse(answer.body).error).toBe('ROSTER_STALE');
    expect((await readRoster()).version).toBe(version + 1);
  });
});

describe('re-importing the pack', () => {
  it('leaves the roster alone: a team made in the console stays, its leader can still play, the roster version stays', async () => {
    const created = await asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone, version: (await readRoster()).version });
    const { id } = CreateTeamResponse.parse(created.body);
    await asOrganizer('put', '/teams/team-b').send({ name: '乙二队', version: (await readRoster()).version });
    const before = await readRoster();
    const fixed = testPack({ event: { ...testPack().event, name: '测试活动（修正错字）' } });

    const info = PackInfoResponse.parse((await asOrganizer('get', '/pack')).body);
    expect(info.effect).toContain('名单');
    expect(info.options).toEqual([]);
    const checked = PackCheckResponse.parse((await upload('?check=1', JSON.stringify(fixed))).body);
    expect(checked.message).toMatch(CHINESE);

    const imported = await upload('', JSON.stringify(fixed));
    expect(imported.status).toBe(201);
    expect(PackImportResponse.parse(imported.body).message).toContain('队伍进度已保留');
    const after = await readRoster();
    expect(after.teams).toEqual(before.teams);
    expect(after.version).toBe(before.version);
    const leader = await request(app).post('/api/polish120/start/answer').set('Authorization', playerOf(NEWCOMER)).send({ answer: '年月日时' });
    expect(leader.status, JSON.stringify(leader.body)).toBe(200);
    expect(after.teams.find((team) => team.id === id)?.leader).toMatchObject({ phone: NEWCOMER.phone });
  });

  it('never replaces the roster with the file; starting over is its own reset, which makes an older console view stale', async () => {
    await asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone, version: (await readRoster()).version });
    const { version } = await readRoster();
    expect((await upload('', JSON.stringify(testPack()))).status).toBe(201);
    expect((await readRoster()).teams.map((team) => team.name)).toEqual(['甲队', '乙队', '丙队']);
    expect((await readRoster()).version).toBe(version);
    await asOrganizer('post', '/progress/reset').send({ confirm: '清空全部进度' }).expect(200);
    expect((await readRoster()).teams.map((team) => team.name)).toEqual(['甲队', '乙队', '丙队']);
    await expectRefused(await asOrganizer('put', '/teams/team-a').send({ name: '红队', version }), 409, 'ROSTER_STALE');
  });
});

describe('polish120 downloads', () => {
  it('answers the current pack (no roster in it), importable as it is, and the roster as CSV', async () => {
    await asOrganizer('post', '/teams').send({ name: '丙队', leaderPhone: NEWCOMER.phone, version: (await readRoster()).version });
    const pack = await asOrganizer('get', '/pack.json');
    expect(pack.status).toBe(200);
    expect(pack.headers['content-disposition']).toContain('attachment');
    expect(Object.keys(JSON.parse(pack.text) as object)).not.toContain('teams');
    expect((await upload('?check=1', pack.text)).status).toBe(200);
    const csv = await asOrganizer('get', '/roster.csv');
    expect(csv.text.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFF队名,队长手机号,队员手机号',
      '甲队,13900000001,13900000002',
      '乙队,13900000003,',
      `丙队,${NEWCOMER.phone},`,
    ]);
  });
});
