import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StudioDraftResponse, StudioImpactResponse, type StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
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
