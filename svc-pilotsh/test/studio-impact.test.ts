import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { ProgressResetResponse } from '@citygames/contracts/organizer/progress-reset.schema';
import { TeamBansResponse } from '@citygames/contracts/organizer/corrections.schema';
import { StudioDraftResponse, StudioImpactResponse, StudioPublishResponse } from '@citygames/contracts/organizer/studio.schema';
import { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { ADMIN, createTestClock, importDemoPack, PLAYER1, PLAYER2 } from './support/pilotsh-test-app.js';

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
const player = (phone = PLAYER2, role: 'user' | 'admin' = 'user') => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone, role })}`;
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

describe('pilotsh: publishing a content change during play', () => {
  /** 演示一队 in play: T1-1 solved, T1-3 banned, moved to 旧码头, its area codes banned, a card used and one granted by the admin. */
  async function playUntilBanned(): Promise<string> {
    const as = (phone: string) => ({ Authorization: player(phone, phone === ADMIN ? 'admin' : 'user') });
    await request(app).post('/api/pilotsh/tasks/complete').set(as(PLAYER2)).send({ taskId: 'T1-1', answer: '雾港云川' }).expect(200);
    for (let n = 1; n <= 5; n += 1)
      await request(app)
        .post('/api/pilotsh/tasks/complete')
        .set(as(PLAYER2))
        .send({ taskId: 'T1-3', answer: `错${n}` })
        .expect(200);
    const [map] = TeamStatusResponse.parse((await request(app).get('/api/pilotsh/team/status').set(as(PLAYER1)).expect(200)).body).status.props;
    await request(app)
      .post('/api/pilotsh/team/status')
      .set(as(PLAYER1))
      .send({ type: 'use_prop', args: { id: map!.id } })
      .expect(200);
    await request(app)
      .post('/api/pilotsh/team/god_give')
      .set(as(ADMIN))
      .send({ leaderName: '玩家1', type: 'add_prop', args: { type: '路滑卡' } })
      .expect(200);
    await request(app)
      .post('/api/pilotsh/team/status')
      .set(as(PLAYER1))
      .send({ type: 'move_to', args: { pos: 'MT2048' } })
      .expect(200);
    for (let n = 0; n < 10; n += 1) await request(app).get(`/api/pilotsh/area/by-code/GUESS${n}`).set(as(PLAYER2)).expect(404);
    return (await Team.findOne({ name: '演示一队' }).lean())!._id.toString();
  }
  const bansOf = async (teamId: string) =>
    TeamBansResponse.parse(
      (await request(app).get(`/api/pilotsh/organizer/corrections/bans?teamId=${teamId}`).set('Authorization', organizer).expect(200)).body,
    ).bans;
  const teamStatus = async () =>
    TeamStatusResponse.parse((await request(app).get('/api/pilotsh/team/status').set('Authorization', player(PLAYER1)).expect(200)).body).status;

  it('keeps the task ban, the area-code ban, the position and the props through a renamed task and a changed answer; the impact lists nothing lost', async () => {
    const teamId = await playUntilBanned();
    const bansBefore = await bansOf(teamId);
    expect(bansBefore.map((ban) => ban.key)).toEqual(['T1-3', 'area:code']);
    const propsBefore = (await teamStatus()).props;
    expect(propsBefore.map((prop) => [prop.type, prop.used])).toEqual([
      ['地图碎片', true],
      ['1 步卡', false],
      ['路滑卡', false],
    ]);

    const draft = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    const tasks = (draft.pack.tasks as { id: string; name: string; answers: string[] }[]).map((task) =>
      task.id === 'T1-1' ? { ...task, name: '来处与归途' } : task.id === 'T1-3' ? { ...task, answers: ['雾', '雾港'] } : task,
    );
    const saved = await studio('put', '/draft').send({ changes: [{ item: 'tasks', baseVersion: draft.itemVersions.tasks, value: tasks }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const impact = StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);
    expect(impact.teams).toEqual([]);
    expect(impact.summary).toContain('保留完成的任务、封禁、去过的区域、位置和道具卡');
    expect(impact.summary).toContain('没有队伍失去进度');

    const version = StudioDraftResponse.parse(saved.body).draft!.version;
    const published = await studio('post', '/publish').send({ draftVersion: version });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    StudioPublishResponse.parse(published.body);

    expect(await bansOf(teamId)).toEqual(bansBefore);
    const taskBan = await request(app).get('/api/pilotsh/tasks/ban?taskId=T1-3').set('Authorization', player()).expect(200);
    expect(BanStatusResponse.parse(taskBan.body)).toMatchObject({ isBanned: true, wrongAttempts: 5 });
    expect((await request(app).get('/api/pilotsh/area/by-code/WT3072').set('Authorization', player())).status).toBe(429);
    const status = await teamStatus();
    expect(status.currentAreaSeq).toBe(2);
    expect(status.props).toEqual(propsBefore);
    const progress = TaskProgressResponse.parse((await request(app).get('/api/pilotsh/tasks/progress').set('Authorization', player()).expect(200)).body);
    expect(progress.taskProgress.find((task) => task.taskId === 'T1-1')).toMatchObject({ name: '来处与归途', completed: true });
    expect(progress.taskProgress.find((task) => task.taskId === 'T1-3')).toMatchObject({ completed: false, attemptCount: 5 });
    expect(await TaskSolve.countDocuments({ teamId })).toBe(1);
  });
});
