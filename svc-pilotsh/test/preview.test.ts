import { afterAll, describe } from 'vitest';
import { SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { PreviewInstance } from '@citygames/service-kit/organizer/preview/preview-instance';
import { inProcessPreviewStarter } from '@citygames/service-kit/testing/in-process-preview';
import { previewScenario, type PlayerCall } from '@citygames/service-kit/testing/preview-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { pilotshPreview } from '../src/content/preview-instance.js';
import { createTestClock, importDemoPack, PLAYER1 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_preview');

const keys = createTestKeys();
const clock = createTestClock();
const instance = new PreviewInstance('pilotsh', inProcessPreviewStarter(pilotshPreview, keys.publicKey));
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0, preview: { kind: 'live', instance } });
type Task = { id: string; answers: string[] };

const completed = async (call: PlayerCall) =>
  TaskProgressResponse.parse((await call('get', 'tasks/progress').expect(200)).body).taskProgress.filter((task) => task.completed).length;

afterAll(() => instance.stop());

describe('pilotsh preview as a player', () => {
  previewScenario({
    game: 'pilotsh',
    app: () => app,
    privateKey: keys.privateKey,
    livePlayer: () => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER1 })}`,
    loadLive: () => importDemoPack(),
    item: 'tasks',
    changeAnswer: (tasks, answer) => (tasks as Task[]).map((task, index) => (index === 0 ? { ...task, answers: [answer] } : task)),
    breakItem: (tasks) => (tasks as Task[]).map((task, index) => (index === 0 ? { ...task, answers: [] } : task)),
    seesChange: async (call, answer) => {
      const answered = await call('post', 'tasks/complete').send({ taskId: 'T1-1', answer });
      return SubmitAnswerResponse.parse(answered.body).isCorrect;
    },
    progress: completed,
    makeProgress: async (call) => {
      const answered = await call('post', 'tasks/complete').send({ taskId: 'T1-2', answer: '三下' });
      if (!SubmitAnswerResponse.parse(answered.body).isCorrect) throw new Error(JSON.stringify(answered.body));
    },
    teamName: async (call) => {
      const status = await call('get', 'team/status');
      return status.status === 200 ? TeamStatusResponse.parse(status.body).status.teamName : null;
    },
  });
});
