import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { StudioCheckResponse, StudioCompareResponse, StudioDraftResponse } from '@citygames/contracts/organizer/studio.schema';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { createTestClock, importDemoPack } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_studio_words');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
const base = '/api/pilotsh/organizer/studio';
let organizer = '';
type Task = { id: string; answers: string[] };

describe('pilotsh studio in the organiser words', () => {
  beforeAll(async () => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
    organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
    await importDemoPack();
  });
  const call = (method: 'get' | 'post' | 'put', path: string) => request(app)[method](`${base}${path}`).set('Authorization', organizer);

  it('a failing draft: the check names the task, and compare shows the edit but no omitted default', async () => {
    const draft = StudioDraftResponse.parse((await call('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    const tasks = draft.pack.tasks as Task[];
    const broken = tasks.map((task, index) => (index === 0 ? { ...task, answers: [] } : task));
    const changes = [
      { item: 'tasks', baseVersion: draft.itemVersions.tasks, value: broken },
      { item: 'banPolicy', baseVersion: draft.itemVersions.banPolicy, remove: true },
    ];
    const saved = await call('put', '/draft').send({ changes });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const check = StudioCheckResponse.parse((await call('post', '/draft/check').expect(200)).body);
    expect(check.issues).toEqual([{ path: 'tasks.0.answers', where: `任务 ${tasks[0]!.id} 的答案`, message: '至少填一个' }]);

    const compare = StudioCompareResponse.parse((await call('get', '/compare?from=live&to=draft').expect(200)).body);
    expect(compare.changes.filter((change) => change.path.startsWith('banPolicy'))).toEqual([]);
    expect(compare.changes.length).toBeGreaterThan(0);
    expect(compare.changes.every((change) => change.path.startsWith('tasks.0.answers'))).toBe(true);
    expect(compare.changes[0]!.where).toMatch(new RegExp(`^任务 ${tasks[0]!.id} 的答案`));
  });
});
