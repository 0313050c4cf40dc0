import { afterAll, describe } from 'vitest';
import { TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { PreviewInstance } from '@citygames/service-kit/organizer/preview/preview-instance';
import { inProcessPreviewStarter } from '@citygames/service-kit/testing/in-process-preview';
import { previewScenario, type PlayerCall } from '@citygames/service-kit/testing/preview-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { loadDemoEvent } from './support/test-pack.js';
import { polish120Preview } from '../src/content/preview-instance.js';

useTestDatabase('polish120_preview');

const keys = createTestKeys();
const instance = new PreviewInstance('polish120', inProcessPreviewStarter(polish120Preview, keys.publicKey));
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0, preview: { kind: 'live', instance } });
/** The demo pack's start answer; the draft's new one has the same format (four characters with 年月日时). */
const START_ANSWER = '年月日时';

const answerStart = async (call: PlayerCall, answer: string) => {
  const answered = await call('post', 'start/answer').send({ answer });
  return answered.status === 200 && answered.body.isCorrect === true;
};
const status = async (call: PlayerCall) => TeamStatusResponse.parse((await call('get', 'team/status').expect(200)).body).status;

afterAll(() => instance.stop());

describe('polish120 preview as a player', () => {
  previewScenario({
    game: 'polish120',
    app: () => app,
    privateKey: keys.privateKey,
    // A member of the demo pack's first team.
    livePlayer: () => `Bearer ${tokenFor('polish120', keys.privateKey, { phone: '13800000001', name: '玩家1', id: 'acc-1' })}`,
    loadLive: loadDemoEvent,
    item: 'start',
    changeAnswer: (start, answer) => ({ ...(start as object), answers: [answer] }),
    breakItem: (start) => ({ ...(start as object), answers: [] }),
    newAnswer: '时日月年',
    seesChange: answerStart,
    progress: async (call) => {
      const team = await status(call);
      return Number(team.start_answered) + Number(team.start) + team.x_stage;
    },
    makeProgress: async (call) => {
      if (!(await answerStart(call, START_ANSWER))) throw new Error('start answer refused');
    },
    teamName: async (call) => {
      if (!(await answerStart(call, START_ANSWER))) return null;
      await call('post', 'team/status')
        .send({ type: 'start', args: { confirm_start: true } })
        .expect(200);
      return TaskProgressResponse.parse((await call('get', 'tasks/progress').expect(200)).body).team.name;
    },
  });
});
