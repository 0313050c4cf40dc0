import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { TeamBansResponse } from '@citygames/contracts/organizer/corrections.schema';
import { StudioDraftResponse, StudioImpactResponse, StudioPublishResponse, type StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { XAreaResponse } from '@citygames/contracts/polish120/x-area.schema';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_studio_impact');

const t = createTestContext();
let organizer = '';
beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(t.privateKey)).authorization;
});
beforeEach(async () => {
  // Both teams started (at 出发点, area 1); 甲队 then solved T1 (reaches 钟楼, area 2, which opens card PZA) and T3.
  await t.resetWithStartedTeams();
  await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' }).expect(200);
  await t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T3', answer: '三' }).expect(200);
});
const studio = (method: 'get' | 'post' | 'put', path: string) =>
  request(t.app)[method](`/api/polish120/organizer/studio${path}`).set('Authorization', organizer);
const impactOf = async (query = '') => StudioImpactResponse.parse((await studio('get', `/impact${query}`).expect(200)).body);

/** The draft without task T3, and with T1 now reaching 石桥 (area 3) instead of 钟楼. */
async function draftWithChangedTasks(): Promise<StudioDraftView> {
  const draft = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
  const t1 = (draft.pack.tasks as { id: string }[]).find((task) => task.id === 'T1')!;
  const versions = draft.lists!.tasks!.entries;
  const saved = await studio('put', '/draft').send({
    changes: [
      {
        item: 'tasks',
        entries: [
          { id: 'T1', baseVersion: versions.T1, value: { ...t1, reachesArea: 3 } },
          { id: 'T3', baseVersion: versions.T3, remove: true },
        ],
      },
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return StudioDraftResponse.parse(saved.body).draft!;
}

describe('polish120: what a publish does to the teams playing', () => {
  it('keeps every solve (the roster is not in the pack); a solved task the draft drops stops counting, where the team has been follows the new pack, a card locks again', async () => {
    await draftWithChangedTasks();
    const impact = await impactOf();
    expect(impact.summary).toContain('名单不在活动包里');
    expect(impact.summary).toContain('有进度的 2 支队伍');
    expect(impact.teams).toHaveLength(1);
    expect(impact.teams[0]!.team).toBe('甲队');
    expect(impact.teams[0]!.effect).toContain('完成的任务 T3 被删掉，不再算完成');
    expect(impact.teams[0]!.effect).toContain('不再算去过区域 2');
    expect(impact.teams[0]!.effect).toContain('改为算去过区域 3');
    expect(impact.teams[0]!.effect).toContain('谜题卡 PZA 重新锁上');
  });

  it('unchanged content: no team is affected, and the option to drop progress is gone', async () => {
    await studio('post', '/draft').send({ from: 'live' }).expect(201);
    const impact = await impactOf();
    expect(impact.teams).toEqual([]);
    expect(impact.summary).toContain('没有队伍的进度因内容变化而变化');
    expect((await studio('get', '/impact?options=--keep-progress')).status).toBe(400);
  });

  it('counts only teams with real progress', async () => {
    await t.resetWithStartedTeams();
    await request(t.app).post('/api/polish120/organizer/progress/reset').set('Authorization', organizer).send({ confirm: '清空全部进度' }).expect(200);
    await studio('post', '/draft').send({ from: 'live' }).expect(201);
    expect((await impactOf()).summary).toContain('有进度的 0 支队伍');
  });
});

describe('polish120: publishing a content change during play', () => {
  const bansOf = async (teamId: string) =>
    TeamBansResponse.parse(
      (await request(t.app).get(`/api/polish120/organizer/corrections/bans?teamId=${teamId}`).set('Authorization', organizer).expect(200)).body,
    ).bans;
  const xArea = async () => XAreaResponse.parse((await t.get('b1', '/api/polish120/x-area').expect(200)).body);

  it('keeps a task ban, the X-area stage reached and its ban through a renamed task and a changed answer; the impact lists nothing lost', async () => {
    // 乙队: T3 banned; X area at stage 3 with station x1 found, then the stations' counter banned
    for (let n = 1; n <= 5; n += 1) await t.post('b1', '/api/polish120/tasks/complete', { taskId: 'T3', answer: `错${n}` }).expect(200);
    await t.setStage('b1', 1, 'D9E3').expect(200);
    await t.setStage('b1', 2, '十号线').expect(200);
    await t.addStation('b1', 'x1', '陕西南路').expect(200);
    for (let n = 1; n <= 5; n += 1) await t.addStation('b1', 'x2', `错站${n}`).expect(200);
    const bansBefore = await bansOf('team-b');
    expect(bansBefore.map((ban) => [ban.key, ban.kind])).toEqual([
      ['T3', 'task'],
      ['x-area:stations', 'x-area'],
    ]);
    const before = await xArea();
    expect(before).toMatchObject({ maxStage: 3, flags: { x1: true, x2: false }, guessLimit: { isBanned: true } });

    const draft = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    const taskOf = (id: string) => (draft.pack.tasks as { id: string; name: string; answers: string[] }[]).find((task) => task.id === id)!;
    const versions = draft.lists!.tasks!.entries;
    const saved = await studio('put', '/draft').send({
      changes: [
        {
          item: 'tasks',
          entries: [
            { id: 'T1', baseVersion: versions.T1, value: { ...taskOf('T1'), name: '钟楼几点' } },
            { id: 'T3', baseVersion: versions.T3, value: { ...taskOf('T3'), answers: ['三', '叁'] } },
          ],
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const impact = await impactOf();
    expect(impact.teams).toEqual([]);
    expect(impact.summary).toContain('保留完成记录、封禁、X 区阶段和刮刮卡');

    const published = await studio('post', '/publish').send({ draftVersion: StudioDraftResponse.parse(saved.body).draft!.version });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    StudioPublishResponse.parse(published.body);

    expect(await bansOf('team-b')).toEqual(bansBefore);
    expect(await xArea()).toMatchObject({ maxStage: 3, flags: { x1: true, x2: false }, guessLimit: before.guessLimit! });
    const taskBan = await t.get('b1', '/api/polish120/tasks/ban?taskId=T3').expect(200);
    expect(BanStatusResponse.parse(taskBan.body)).toMatchObject({ isBanned: true, wrongAttempts: 5 });
    expect((await t.addStation('b1', 'x2', '南京东路')).status).toBe(429);
  });
});
