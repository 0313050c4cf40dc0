import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { ProgressResetResponse } from '@citygames/contracts/organizer/progress-reset.schema';
import { StudioDraftResponse, StudioImpactResponse } from '@citygames/contracts/organizer/studio.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { createTestClock, importDemoPack, PLAYER2 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_studio_impact');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
let organizer = '';
beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
});
const player = () => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER2, name: '玩家2' })}`;
const studio = (method: 'get' | 'post' | 'put', path: string) => request(app)[method](`/api/pilotsh/organizer/studio${path}`).set('Authorization', organizer);

describe('pilotsh: what a publish does to the teams playing', () => {
  it('keeps every team with progress; lists exactly what a team loses with a removed task, and counts only teams with real progress', async () => {
    const solved = await request(app).post('/api/pilotsh/tasks/complete').set('Authorization', player()).send({ taskId: 'T1-1', answer: '雾港云川' });
    expect(solved.status, JSON.stringify(solved.body)).toBe(200);
    const draft = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    const kept = StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);
    // Only 演示一队 solved a task; standing in the start area and holding the pack's cards is no progress.
    expect(kept.summary).toContain('名单不变（3 支队伍）');
    expect(kept.summary).toContain('有进度的 1 支队伍');
    expect(kept.summary).toContain('没有队伍失去进度');
    expect(kept.teams).toEqual([]);
    const tasks = (draft.pack.tasks as { id: string }[]).filter((task) => task.id !== 'T1-1');
    await studio('put', '/draft')
      .send({ changes: [{ item: 'tasks', baseVersion: draft.itemVersions.tasks, value: tasks }] })
      .expect(200);
    const removed = StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);
    expect(removed.teams).toEqual([{ team: '演示一队', effect: '完成的任务 T1-1 被删掉，不再算完成' }]);
  });

  it('resetting all progress is its own audited action with a typed confirmation; the roster and content stay', async () => {
    await request(app).post('/api/pilotsh/tasks/complete').set('Authorization', player()).send({ taskId: 'T1-1', answer: '雾港云川' }).expect(200);
    const unconfirmed = await request(app).post('/api/pilotsh/organizer/progress/reset').set('Authorization', organizer).send({ confirm: '确定' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toContain('清空全部进度');
    expect(await TaskSolve.countDocuments()).toBe(1);
    const asPlayer = await request(app).post('/api/pilotsh/organizer/progress/reset').set('Authorization', player()).send({ confirm: '清空全部进度' });
    expect([401, 403]).toContain(asPlayer.status);
    const reset = await request(app).post('/api/pilotsh/organizer/progress/reset').set('Authorization', organizer).send({ confirm: '清空全部进度' });
    expect(ProgressResetResponse.parse(reset.body)).toMatchObject({ ok: true, teams: 3 });
    expect(await TaskSolve.countDocuments()).toBe(0);
    expect(await Team.countDocuments()).toBe(3);
    const audit = OrganizerActionsResponse.parse((await request(app).get('/api/pilotsh/organizer/actions').set('Authorization', organizer).expect(200)).body);
    expect(audit.actions[0]).toMatchObject({ action: 'progress.reset-all', summary: expect.stringContaining('3 支队伍从头开始') });
  });

  it('lists no team while no team has played', async () => {
    await studio('post', '/draft').send({ from: 'live' }).expect(201);
    const impact = StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);
    expect(impact.summary).toContain('有进度的 0 支队伍');
    expect(impact.teams).toEqual([]);
  });

  it('refuses a draft the import refuses, and an unknown option', async () => {
    const draft = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    expect((await studio('get', '/impact?options=--keep-progress')).status).toBe(400);
    await studio('put', '/draft')
      .send({ changes: [{ item: 'event', baseVersion: draft.itemVersions.event, value: {} }] })
      .expect(200);
    const refused = await studio('get', '/impact');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('才能列出对各队的影响');
  });
});
