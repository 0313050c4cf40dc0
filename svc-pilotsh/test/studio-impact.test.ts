import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StudioDraftResponse, StudioImpactResponse } from '@citygames/contracts/organizer/studio.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
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
const studio = (method: 'get' | 'post' | 'put', path: string) => request(app)[method](`/api/pilotsh/organizer/studio${path}`).set('Authorization', organizer);

describe('pilotsh: what a publish does to the teams playing', () => {
  it('lists every team with progress and what it loses (the import deletes all teams and progress)', async () => {
    const player = `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER2, name: '玩家2' })}`;
    const solved = await request(app).post('/api/pilotsh/tasks/complete').set('Authorization', player).send({ taskId: 'T1-1', answer: '雾港云川' });
    expect(solved.status, JSON.stringify(solved.body)).toBe(200);
    await studio('post', '/draft').send({ from: 'live' }).expect(201);
    const impact = StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);
    expect(impact.summary).toContain('现在的 3 支队伍连同全部进度被删除');
    expect(impact.summary).toContain('草稿里的 3 支队伍');
    // Only 演示一队 solved a task; standing in the start area and holding the pack's cards is no progress.
    expect(impact.summary).toContain('有进度的 1 支队伍');
    expect(impact.teams).toEqual([{ team: '演示一队', effect: expect.stringContaining('完成的 1 个任务、起点以外去过的 0 个区域') }]);
  });

  it('lists no team while no team has played', async () => {
    await studio('post', '/draft').send({ from: 'live' }).expect(201);
    const impact = StudioImpactResponse.parse((await studio('get', '/impact').expect(200)).body);
    expect(impact.summary).toContain('现在没有队伍有进度');
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
