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
import { loadTestRoster, PLAYERS, testPack } from './support/test-pack.js';

useTestDatabase('polish120_corrections');

const NOW = new Date('2030-01-01T10:00:00Z');
const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => NOW, gateCacheMs: 0 });
const CHINESE = /[\u4e00-\u9fff]/;
let organizer = '';

const post = (path: string, body: object, authorization = organizer) =>
  request(app).post(`/api/polish120/organizer/corrections/${path}`).set('Authorization', authorization).send(body);
async function scoreOf(team: string): Promise<number | undefined> {
  const answer = await request(app).get('/api/polish120/organizer/results').set('Authorization', organizer);
  return RankedResultsResponse.parse(answer.body).rows.find((row) => row.team === team)?.score;
}
async function expectRefused(answer: request.Response, status: number, error?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const refusal = ErrorResponse.parse(answer.body);
  if (error) expect(refusal.error).toBe(error);
  expect(refusal.message).toMatch(CHINESE);
}
const counts = async () => ({ actions: await OrganizerAction.countDocuments({}), feed: await ActivityEvent.countDocuments({ kind: 'organizer' }) });

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  const upload = await request(app)
    .post('/api/polish120/organizer/pack')
    .set('Authorization', organizer)
    .set('Content-Type', 'application/octet-stream')
    .send(JSON.stringify(testPack()));
  expect(upload.status).toBe(201);
  await loadTestRoster();
});
afterEach(() => vi.restoreAllMocks());

describe("the organiser's corrections in polish120", () => {
  it('points, a task marked solved and unsolved and a lifted ban each move the record by one audit and one feed entry', async () => {
    const before = await counts();
    expect(CorrectionResponse.parse((await post('points', { teamId: 'team-a', points: 3, reason: '拍照任务' })).body).summary).toBe(
      '给队伍「甲队」加 3 分（原因：拍照任务）',
    );
    expect(await counts()).toEqual({ actions: before.actions + 1, feed: before.feed + 1 });
    expect((await post('task', { teamId: 'team-a', taskId: 'T2', solved: true, reason: '纸质答卷' })).status).toBe(200);
    expect(await scoreOf('甲队')).toBe(4);
    expect((await post('task', { teamId: 'team-a', taskId: 'T2', solved: false, reason: '标错' })).status).toBe(200);
    expect(await scoreOf('甲队')).toBe(3);
    await TeamTaskState.create({ teamId: 'team-b', taskId: 'T1', wrongAttempts: 5, period: 'p', banUntil: new Date(NOW.getTime() + 60_000) });
    expect((await post('lift-ban', { teamId: 'team-b', taskId: 'T1', reason: '误封' })).status).toBe(200);
    expect(await counts()).toEqual({ actions: before.actions + 4, feed: before.feed + 4 });
    const latest = await OrganizerAction.findOne({}).sort({ _id: -1 }).lean();
    expect(latest).toMatchObject({ action: 'correction.lift-ban', team: '乙队', organizerName: '组织者甲' });
  });

  it('rolls the change back when its audit entry fails, refuses bad input and non-organisers', async () => {
    const before = await counts();
    vi.spyOn(OrganizerAction, 'create').mockRejectedValue(new Error('database busy'));
    expect((await post('task', { teamId: 'team-a', taskId: 'T1', solved: true, reason: '核对' })).status).toBe(500);
    vi.restoreAllMocks();
    expect(await TaskSolve.countDocuments({})).toBe(0);
    await expectRefused(await post('points', { teamId: 'team-a', points: 3 }), 400, 'VALIDATION_FAILED');
    await expectRefused(await post('points', { teamId: 'team-z', points: 3, reason: '无' }), 404, 'TEAM_NOT_FOUND');
    await expectRefused(await post('points', { teamId: 'team-a', points: 3, reason: '无' }, ''), 401);
    await expectRefused(
      await post('points', { teamId: 'team-a', points: 3, reason: '无' }, `Bearer ${tokenFor('polish120', keys.privateKey, PLAYERS.a1)}`),
      403,
    );
    expect(await counts()).toEqual(before);
    expect(await scoreOf('甲队')).toBe(0);
  });
});

describe("the organiser's team suspension in polish120", () => {
  it('refuses the members of a suspended team with 401 TEAM_SUSPENDED, audited, until reinstated', async () => {
    const player = (person: { phone: string; name: string; id: string }) => `Bearer ${tokenFor('polish120', keys.privateKey, person)}`;
    const suspend = (suspended: boolean) =>
      request(app).put('/api/polish120/organizer/teams/team-a/suspension').set('Authorization', organizer).send({ suspended });
    expect((await suspend(true)).status).toBe(200);
    const refused = await request(app).get('/api/polish120/tasks/progress').set('Authorization', player(PLAYERS.a2));
    expect([refused.status, ErrorResponse.parse(refused.body).error]).toEqual([401, 'TEAM_SUSPENDED']);
    expect((await request(app).get('/api/polish120/tasks/progress').set('Authorization', player(PLAYERS.b1))).status).not.toBe(401);
    expect((await suspend(false)).status).toBe(200);
    expect((await request(app).get('/api/polish120/tasks/progress').set('Authorization', player(PLAYERS.a2))).status).not.toBe(401);
    expect(await OrganizerAction.countDocuments({ action: { $in: ['team.suspend', 'team.reinstate'] } })).toBe(2);
  });
});
