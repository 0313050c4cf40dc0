import request from 'supertest';
import { describe } from 'vitest';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { studioScenario } from '@citygames/service-kit/testing/studio-scenario';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { createTestClock, importDemoPack, PLAYER1 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_studio');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
const EDITED_NAME = '来处与去处（改）';
const player = () => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER1 })}`;
type Task = { id: string; name: string; answers: string[] };

describe('pilotsh content studio', () => {
  studioScenario({
    game: 'pilotsh',
    app: () => app,
    privateKey: keys.privateKey,
    player,
    loadLive: () => importDemoPack(),
    item: 'tasks',
    edit: (tasks) => (tasks as Task[]).map((task, index) => (index === 0 ? { ...task, name: EDITED_NAME, answers: [...task.answers, '新答案'] } : task)),
    breakItem: (tasks) => ({ value: (tasks as Task[]).map((task, index) => (index === 0 ? { ...task, answers: [] } : task)), path: 'tasks.0.answers' }),
    withImage: (pack, src) => ({
      ...pack,
      puzzles: (pack.puzzles as { kind: string }[]).map((puzzle) => (puzzle.kind === 'dice' ? { ...puzzle, imageUrl: src } : puzzle)),
    }),
    otherItem: 'event',
    editOther: (event) => ({ ...(event as object), name: '改过名的活动' }),
    passLease: () => clock.advance(IDEMPOTENCY_LEASE_MS / 1000 + 1),
    playerSeesEdit: async () => {
      const progress = await request(app).get('/api/pilotsh/tasks/progress').set('Authorization', player()).expect(200);
      return TaskProgressResponse.parse(progress.body).taskProgress.some((task) => task.name === EDITED_NAME);
    },
  });
});
