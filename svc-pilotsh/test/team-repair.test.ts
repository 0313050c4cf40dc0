import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { Roster, RosterChangeResponse, RosterStaleRefusal } from '@citygames/contracts/organizer/roster.schema';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { buildApp } from '../src/app.js';
import { AreaVisit } from '../src/areas/area-visit.model.js';
import { Prop } from '../src/props/prop.model.js';
import { Membership } from '../src/teams/membership.model.js';
import { Team } from '../src/teams/team.model.js';
import { CHINESE, createTestClock, importDemoPack } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_team_repair');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
let organizerToken = '';
const NEWCOMER = '13700000011';
const UNKNOWN_TEAM = '0123456789abcdef01234567';

const asOrganizer = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  request(app)[method](`/api/pilotsh/organizer${path}`).set('Authorization', `Bearer ${organizerToken}`);
const readRoster = async () => Roster.parse((await asOrganizer('get', '/roster')).body);
const teamId = async (name: string) => (await Team.findOne({ name }).lean())!._id.toString();

async function expectRefused(answer: request.Response, status: number, error: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const refusal = ErrorResponse.parse(answer.body);
  expect(refusal.error).toBe(error);
  expect(refusal.message).toMatch(CHINESE);
  return refusal;
}

async function latestAction() {
  return OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions[0];
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizerToken = (await signInTestOrganizer(keys.privateKey)).authorization.slice('Bearer '.length);
});

beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) => accounts.deleteMany({}));
  await importDemoPack();
  const players = [1, 2, 3, 4, 5, 6].map((i) => ({ phone: `1380000000${i}`, name: `玩家${i}` }));
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
    accounts.insertMany(
      [...players, { phone: NEWCOMER, name: '新人甲' }].map((player) => ({ game: 'pilotsh', ...player, role: 'user', createdAt: clock.now() })),
    ),
  );
});

describe('renaming a team', () => {
  it('renames it for everyone, answers the next version and records the old and new names', async () => {
    const { version } = await readRoster();
    const id = await teamId('演示一队');
    const renamed = await asOrganizer('put', `/teams/${id}`).send({ name: '  红队 ', version });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(RosterChangeResponse.parse(renamed.body)).toEqual({ ok: true, version: version + 1 });
    const roster = await readRoster();
    expect(roster.version).toBe(version + 1);
    expect(roster.teams.find((team) => team.id === id)?.name).toBe('红队');
    expect(await latestAction()).toMatchObject({ action: 'roster.rename', team: '红队', summary: '把队伍「演示一队」改名为「红队」' });
  });

  it('refuses a bad name (400), an unknown team (404), a name in use (409) and a missing version (400)', async () => {
    const { version } = await readRoster();
    const id = await teamId('演示一队');
    await expectRefused(await asOrganizer('put', `/teams/${id}`).send({ name: '', version }), 400, 'VALIDATION_FAILED');
    await expectRefused(await asOrganizer('put', `/teams/${id}`).send({ name: '红队' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await asOrganizer('put', '/teams/not-an-id').send({ name: '红队', version }), 400, 'VALIDATION_FAILED');
    await expectRefused(await asOrganizer('put', `/teams/${UNKNOWN_TEAM}`).send({ name: '红队', version }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await asOrganizer('put', `/teams/${id}`).send({ name: '演示二队', version }), 409, 'TEAM_NAME_TAKEN');
    expect((await readRoster()).version).toBe(version);
  });
});

describe('deleting a team', () => {
  it('returns its players to the waiting list and forgets its visits, props and answers', async () => {
    const { version } = await readRoster();
    const id = await teamId('演示一队');
    await TaskSolve.create({ teamId: id, taskId: 't1', playerId: 'p', playerName: '玩家1', answer: 'x', solvedAt: clock.now() });
    const deleted = await asOrganizer('delete', `/teams/${id}`).send({ version });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const roster = await readRoster();
    expect(roster.teams.map((team) => team.name)).toEqual(['演示二队', '演示三队']);
    expect(roster.unassigned.map((player) => player.phone)).toEqual(expect.arrayContaining(['13800000001', '13800000002', NEWCOMER]));
    expect(await Membership.countDocuments({ teamId: id })).toBe(0);
    expect(await AreaVisit.countDocuments({ teamId: id })).toBe(0);
    expect(await Prop.countDocuments({ teamId: id })).toBe(0);
    expect(await TaskSolve.countDocuments({ teamId: id })).toBe(0);
    expect(await latestAction()).toMatchObject({ action: 'roster.delete-team', summary: '删除了队伍「演示一队」，2 名队员回到等待分队' });
    // A former member can be placed again.
    const placed = await asOrganizer('post', `/teams/${await teamId('演示二队')}/members`).send({ phone: '13800000001', version: roster.version });
    expect(placed.status).toBe(201);
  });

  it('answers 404 for an unknown team and 400 without a version', async () => {
    const { version } = await readRoster();
    await expectRefused(await asOrganizer('delete', `/teams/${UNKNOWN_TEAM}`).send({ version }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await asOrganizer('delete', `/teams/${await teamId('演示一队')}`), 400, 'VALIDATION_FAILED');
    expect(await Team.countDocuments()).toBe(3);
  });
});

describe('resetting a team', () => {
  it("forgets the team's answers and props and puts it back in the start area with its starting props, and nothing of another team", async () => {
    const { version } = await readRoster();
    const id = await teamId('演示一队');
    const other = await teamId('演示二队');
    const startingProps = await Prop.countDocuments({ teamId: id });
    await TaskSolve.create([
      { teamId: id, taskId: 't1', playerId: 'p', playerName: '玩家1', answer: 'x', solvedAt: clock.now() },
      { teamId: other, taskId: 't1', playerId: 'q', playerName: '玩家3', answer: 'x', solvedAt: clock.now() },
    ]);
    await Prop.create({ teamId: id, type: 'step_card', steps: 2, used: false, source: 'admin:x', createdAt: clock.now() });
    const start = (await Team.findById(id).lean())!.currentAreaSeq;
    await Team.updateOne({ _id: id }, { $set: { currentAreaSeq: start + 1 } });
    const reset = await asOrganizer('post', `/teams/${id}/reset`).send({ version });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await TaskSolve.countDocuments({ teamId: id })).toBe(0);
    expect(await TaskSolve.countDocuments({ teamId: other })).toBe(1);
    expect(await Prop.countDocuments({ teamId: id })).toBe(startingProps);
    const team = (await Team.findById(id).lean())!;
    expect(team.currentAreaSeq).toBe(start);
    expect(team.resetEpoch).toBe(1);
    expect(await Membership.countDocuments({ teamId: id })).toBe(2);
    expect(await latestAction()).toMatchObject({ action: 'roster.reset-team', summary: '重置了队伍「演示一队」的进度' });
  });

  it('answers 404 for an unknown team', async () => {
    const { version } = await readRoster();
    await expectRefused(await asOrganizer('post', `/teams/${UNKNOWN_TEAM}/reset`).send({ version }), 404, 'TEAM_NOT_FOUND');
  });
});

describe('two organisers', () => {
  it('refuses a change made from a stale view with 409 ROSTER_STALE and the current version, writing nothing', async () => {
    const { version } = await readRoster();
    const one = await teamId('演示一队');
    const two = await teamId('演示二队');
    expect((await asOrganizer('put', '/members/13800000002/team').send({ teamId: two, version })).status).toBe(200);
    // The other organiser still looks at `version` and removes the player the first one just moved.
    const stale = await asOrganizer('delete', '/members/13800000002').send({ version });
    expect(stale.status).toBe(409);
    const refusal = RosterStaleRefusal.parse(stale.body);
    expect(refusal.version).toBe(version + 1);
    expect(refusal.message).toMatch(CHINESE);
    expect(await Membership.findOne({ phone: '13800000002' }).lean()).toMatchObject({ teamId: new mongoose.Types.ObjectId(two) });
    await expectRefused(await asOrganizer('put', `/teams/${one}`).send({ name: '红队', version }), 409, 'ROSTER_STALE');
    await expectRefused(await asOrganizer('delete', `/teams/${one}`).send({ version }), 409, 'ROSTER_STALE');
    await expectRefused(await asOrganizer('post', `/teams/${one}/reset`).send({ version }), 409, 'ROSTER_STALE');
    const staleImport = await asOrganizer('post', `/roster/import?version=${version}`).set('Content-Type', 'text/csv').send(`新队,${NEWCOMER}`);
    await expectRefused(staleImport, 409, 'ROSTER_STALE');
    expect(await Team.countDocuments()).toBe(3);
  });

  it('applies exactly one of many changes made at once from the same version', async () => {
    const { version } = await readRoster();
    const one = await teamId('演示一队');
    const three = await teamId('演示三队');
    const answers = await Promise.all([
      asOrganizer('put', `/teams/${one}`).send({ name: '红队', version }),
      asOrganizer('delete', `/teams/${one}`).send({ version }),
      asOrganizer('put', '/members/13800000002/team').send({ teamId: three, version }),
      asOrganizer('post', `/teams/${three}/reset`).send({ version }),
      asOrganizer('post', `/teams/${three}/members`).send({ phone: NEWCOMER, version }),
      ...Array.from({ length: 5 }, (_, i) => asOrganizer('put', `/teams/${three}`).send({ name: `蓝队${i}`, version })),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200 || status === 201),
      statuses.join(','),
    ).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status >= 400)) expect(ErrorResponse.parse(answer.body).error).toBe('ROSTER_STALE');
    expect((await readRoster()).version).toBe(version + 1);
    const actions = OrganizerActionsResponse.parse((await asOrganizer('get', '/actions')).body).actions;
    expect(actions.filter((action) => action.action.startsWith('roster.'))).toHaveLength(1);
  });

  it('a pack import leaves the roster and its version alone; clearing all progress makes a view from before stale', async () => {
    const { version } = await readRoster();
    await importDemoPack();
    expect((await readRoster()).version).toBe(version);
    await asOrganizer('post', '/progress/reset').send({ confirm: '清空全部进度' }).expect(200);
    await expectRefused(await asOrganizer('delete', `/teams/${await teamId('演示一队')}`).send({ version }), 409, 'ROSTER_STALE');
  });
});

describe('downloads', () => {
  it('answers the roster in the import format (BOM, header by name) and the stored pack as JSON', async () => {
    const csv = await asOrganizer('get', '/roster.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF队名,队长手机号,队员手机号');
    expect(lines[1]).toBe('演示一队,13800000001,13800000002');
    const pack = await asOrganizer('get', '/pack.json');
    expect(pack.status).toBe(200);
    expect(JSON.parse(pack.text)).toMatchObject({ areas: expect.any(Array) });
    expect(JSON.parse(pack.text)).not.toHaveProperty('teams');
  });

  it('a downloaded roster imports again as it is once its teams are gone', async () => {
    const csv = (await asOrganizer('get', '/roster.csv')).text;
    for (const name of ['演示一队', '演示二队', '演示三队']) {
      await asOrganizer('delete', `/teams/${await teamId(name)}`).send({ version: (await readRoster()).version });
    }
    const imported = await asOrganizer('post', `/roster/import?version=${(await readRoster()).version}`)
      .set('Content-Type', 'text/csv')
      .send(csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect((await readRoster()).teams.map((team) => team.name)).toEqual(['演示一队', '演示二队', '演示三队']);
  });
});

describe('who may repair', () => {
  it('refuses a player with 403', async () => {
    const player = tokenFor('pilotsh', keys.privateKey, { phone: '13800000001', role: 'user' });
    const answer = await request(app)
      .delete(`/api/pilotsh/organizer/teams/${await teamId('演示一队')}`)
      .set('Authorization', `Bearer ${player}`)
      .send({ version: 0 });
    expect(answer.status).toBe(403);
    expect(await Team.countDocuments()).toBe(3);
  });
});
