import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { CorrectionResponse } from '@citygames/contracts/organizer/corrections.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { TeamTaskState } from '@citygames/task-engine/data-access/team-task-state-model';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { CHINESE, createTestClock, importDemoPack } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_corrections');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
let organizer = '';

const post = (path: string, body: object, authorization = `Bearer ${organizer}`) =>
  request(app).post(`/api/pilotsh/organizer/corrections/${path}`).set('Authorization', authorization).send(body);
const teamId = async (name: string) => (await Team.findOne({ name }).lean())!._id.toString();
const recorded = async () => ({
  actions: await OrganizerAction.find({}).sort({ _id: 1 }).lean(),
  feed: await ActivityEvent.find({ kind: 'organizer' }).sort({ seq: 1 }).lean(),
});
async function scoreOf(team: string): Promise<number | undefined> {
  const answer = await request(app).get('/api/pilotsh/organizer/results').set('Authorization', `Bearer ${organizer}`);
  return RankedResultsResponse.parse(answer.body).rows.find((row) => row.team === team)?.score;
}
async function expectRefused(answer: request.Response, status: number, error?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const refusal = ErrorResponse.parse(answer.body);
  if (error) expect(refusal.error).toBe(error);
  expect(refusal.message).toMatch(CHINESE);
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization.slice('Bearer '.length);
});
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
});
afterEach(() => vi.restoreAllMocks());

describe("the organiser's corrections", () => {
  it('awards and deducts points with a reason: the results count them, each leaves one audit entry and one feed entry', async () => {
    const id = await teamId('演示一队');
    const awarded = await post('points', { teamId: id, points: 5, reason: '现场表演加分' });
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    expect(CorrectionResponse.parse(awarded.body).summary).toBe('给队伍「演示一队」加 5 分（原因：现场表演加分）');
    expect(await scoreOf('演示一队')).toBe(5);
    expect((await post('points', { teamId: id, points: -2, reason: '违规使用交通工具' })).status).toBe(200);
    expect(await scoreOf('演示一队')).toBe(3);
    const { actions, feed } = await recorded();
    expect(actions.map((action) => [action.action, action.team, action.organizerName])).toEqual([
      ['correction.points', '演示一队', '组织者甲'],
      ['correction.points', '演示一队', '组织者甲'],
    ]);
    expect(feed.map((entry) => [entry.summary, entry.teams])).toEqual([
      ['组织者甲：给队伍「演示一队」加 5 分（原因：现场表演加分）', ['演示一队']],
      ['组织者甲：扣除队伍「演示一队」2 分（原因：违规使用交通工具）', ['演示一队']],
    ]);
  });

  it('marks a task solved and unsolved: the score follows, a second identical mark is a 409 that records nothing', async () => {
    const id = await teamId('演示一队');
    expect((await post('task', { teamId: id, taskId: 'T1-2', solved: true, reason: '答案拍照核对无误' })).status).toBe(200);
    expect(await TaskSolve.findOne({ teamId: id, taskId: 'T1-2' }).lean()).toMatchObject({ playerName: '组织者甲' });
    expect(await scoreOf('演示一队')).toBe(1);
    await expectRefused(await post('task', { teamId: id, taskId: 'T1-2', solved: true, reason: '再点一次' }), 409, 'TASK_ALREADY_SOLVED');
    expect((await post('task', { teamId: id, taskId: 'T1-2', solved: false, reason: '标错了队伍' })).status).toBe(200);
    expect(await scoreOf('演示一队')).toBe(0);
    await expectRefused(await post('task', { teamId: id, taskId: 'T1-2', solved: false, reason: '再点一次' }), 409, 'TASK_NOT_SOLVED');
    const { actions, feed } = await recorded();
    expect(actions.map((action) => action.action)).toEqual(['correction.task-solved', 'correction.task-unsolved']);
    expect(feed).toHaveLength(2);
  });

  it('lifts a running ban with a fresh count; no ban running is a 409', async () => {
    const id = await teamId('演示一队');
    await TeamTaskState.create({ teamId: id, taskId: 'T1-1', wrongAttempts: 5, period: 'p1', banUntil: new Date(clock.now().getTime() + 60_000) });
    expect((await post('lift-ban', { teamId: id, taskId: 'T1-1', reason: '误封' })).status).toBe(200);
    expect(await TeamTaskState.findOne({ teamId: id, taskId: 'T1-1' }).lean()).toMatchObject({ banUntil: null, wrongAttempts: 0 });
    await expectRefused(await post('lift-ban', { teamId: id, taskId: 'T1-1', reason: '误封' }), 409, 'NO_BAN');
    expect((await recorded()).actions.map((action) => action.summary)).toEqual(['解除队伍「演示一队」在任务「来处与去处」上的封禁（原因：误封）']);
  });

  it('writes nothing when the audit entry cannot be written: the change rolls back with it', async () => {
    const id = await teamId('演示一队');
    vi.spyOn(OrganizerAction, 'create').mockRejectedValue(new Error('database busy'));
    expect((await post('task', { teamId: id, taskId: 'T1-2', solved: true, reason: '核对无误' })).status).toBe(500);
    expect((await post('points', { teamId: id, points: 5, reason: '加分' })).status).toBe(500);
    vi.restoreAllMocks();
    expect(await TaskSolve.countDocuments({})).toBe(0);
    expect(await scoreOf('演示一队')).toBe(0);
    expect(await recorded()).toEqual({ actions: [], feed: [] });
  });

  it('refuses bad input with a Chinese 400, unknown teams and tasks with 404', async () => {
    const id = await teamId('演示一队');
    await expectRefused(await post('points', { teamId: id, points: 0, reason: '零分' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await post('points', { teamId: id, points: 1.5, reason: '半分' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await post('points', { teamId: id, points: 5001, reason: '太多' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await post('points', { teamId: id, points: 5, reason: '  ' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await post('task', { teamId: id, taskId: 'T1-2', reason: '没说完成与否' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await post('points', { teamId: '0123456789abcdef01234567', points: 5, reason: '加分' }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await post('task', { teamId: id, taskId: 'NO-SUCH', solved: true, reason: '加分' }), 404, 'TASK_NOT_FOUND');
    expect((await recorded()).actions).toEqual([]);
  });

  it('is only for organisers: no token, a player, a pilotsh administrator and another game administrator are refused', async () => {
    const id = await teamId('演示一队');
    const body = { teamId: id, points: 5, reason: '加分' };
    await expectRefused(await post('points', body, ''), 401);
    await expectRefused(await post('points', body, `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: '13800000001' })}`), 403);
    await expectRefused(await post('points', body, `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: '13800000000', role: 'admin' })}`), 403);
    await expectRefused(await post('points', body, `Bearer ${tokenFor('fanhua', keys.privateKey, { phone: '13800000000', role: 'admin' })}`), 403);
    expect(await scoreOf('演示一队')).toBe(0);
    expect((await recorded()).actions).toEqual([]);
  });
});
