import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { CompleteTaskResponse } from '@citygames/contracts/polish120/tasks.schema';
import { StageChangeResponse } from '@citygames/contracts/polish120/team-status.schema';
import { ScratchStatusResponse } from '@citygames/contracts/polish120/scratch.schema';
import { refuseAnswerStoreAfterEffect, refuseEndingTransactionOnce, sendRepeatedly } from '@citygames/service-kit/testing/repeated-writes';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

// Every player write of polish120, its answer lost and the write sent again with its key:
// one effect, the first answer to every copy (docs/invariants.md, "幂等键").
useTestDatabase('polish120_idempotent');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

describe('a polish120 write sent again after its answer was lost', () => {
  it('a wrong task answer is one wrong attempt: the next wrong answer is the second', async () => {
    const first = await sendRepeatedly(() => t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十三' }));
    expect(CompleteTaskResponse.parse(first.body)).toMatchObject({ isCorrect: false, wrongAttempts: 1 });
    const next = await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十四' }).expect(200);
    expect(CompleteTaskResponse.parse(next.body)).toMatchObject({ wrongAttempts: 2 });
  });

  it('a right task answer is "correct" to every copy, not "already completed"', async () => {
    const first = await sendRepeatedly(() => t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十二' }));
    expect(CompleteTaskResponse.parse(first.body)).toMatchObject({ isCorrect: true, completedBy: '阿二' });
  });

  it('a wrong stage key is one wrong attempt, a right one advances once and says so to every copy', async () => {
    const wrong = await sendRepeatedly(() => t.setStage('a1', 1, 'D6D0'));
    expect(StageChangeResponse.parse(wrong.body)).toMatchObject({ isCorrect: false, message: '不正确，还可以尝试 4 次' });
    expect(StageChangeResponse.parse((await t.setStage('a1', 1, 'D6D1').expect(200)).body).message).toBe('不正确，还可以尝试 3 次');
    const right = await sendRepeatedly(() => t.setStage('a1', 1, 'D9E3'));
    expect(StageChangeResponse.parse(right.body)).toMatchObject({ isCorrect: true, advanced: true, message: '回答正确，已进入阶段 1' });
  });

  it('a station is one answer: wrong counted once, right answered "advanced" to every copy', async () => {
    await t.setStage('a1', 1, 'D9E3').expect(200);
    await t.setStage('a1', 2, '十号线').expect(200);
    const wrong = await sendRepeatedly(() => t.addStation('a1', 'x2', '老西门'));
    expect(StageChangeResponse.parse(wrong.body)).toMatchObject({ isCorrect: false, message: '不正确，还可以尝试 4 次' });
    const right = await sendRepeatedly(() => t.addStation('a1', 'x1', '陕西南路'));
    expect(StageChangeResponse.parse(right.body)).toMatchObject({ isCorrect: true, advanced: true, message: '回答正确，已进入阶段 3' });
  });

  it('the start question and the start itself answer every copy as the first', async () => {
    await clearDatabase();
    await t.loadPack();
    const answered = await sendRepeatedly(() => t.post('a1', '/api/polish120/start/answer', { answer: '时日月年' }));
    expect(answered.body).toMatchObject({ isCorrect: false });
    await t.post('a1', '/api/polish120/start/answer', { answer: '年月日时' }).expect(200);
    const started = await sendRepeatedly(() => t.post('a1', '/api/polish120/team/status', { type: 'start', args: { confirm_start: true } }));
    expect(started.status).toBe(200);
  });

  it('a scratch card is drawn once, and every copy shows that card', async () => {
    const first = await sendRepeatedly(() => t.post('a1', '/api/polish120/scratch/draw', {}));
    expect(first.status).toBe(200);
    expect(ScratchStatusResponse.parse((await t.get('a1', '/api/polish120/scratch').expect(200)).body).cards).toHaveLength(1);
  });

  it('a right task answer whose reply could not be stored is answered with that reply, hint included, when sent again', async () => {
    // the database refuses the store after the answer was judged: only the copy written with the effect exists
    const storeReply = refuseAnswerStoreAfterEffect();
    const key = randomUUID();
    const first = await t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十二' }).set(IDEMPOTENCY_KEY_HEADER, key).expect(200);
    storeReply();
    expect(CompleteTaskResponse.parse(first.body)).toMatchObject({ isCorrect: true });
    expect(first.body.hint ?? null).not.toBeNull();

    t.advance(IDEMPOTENCY_LEASE_MS / 1000 + 1);
    const again = await t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十二' }).set(IDEMPOTENCY_KEY_HEADER, key).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it.each([
    ['wrong', 'D6D0', { isCorrect: false, message: '不正确，还可以尝试 4 次' }],
    ['right', 'D9E3', { isCorrect: true, advanced: true, message: '回答正确，已进入阶段 1' }],
  ] as const)('a %s stage key whose reply could not be stored is answered with that reply after the lease, judged once', async (_kind, stageKey, judged) => {
    const storeReply = refuseAnswerStoreAfterEffect();
    const key = randomUUID();
    const first = await t.setStage('a1', 1, stageKey).set(IDEMPOTENCY_KEY_HEADER, key).expect(200);
    storeReply();
    expect(StageChangeResponse.parse(first.body)).toMatchObject(judged);

    t.advance(IDEMPOTENCY_LEASE_MS / 1000 + 1);
    const again = await t.setStage('a1', 1, stageKey).set(IDEMPOTENCY_KEY_HEADER, key).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const next = await t.setStage('a1', 1, 'D6D1').expect(200);
    expect(StageChangeResponse.parse(next.body).message).toBe(judged.isCorrect ? '你们已经到达这个阶段了' : '不正确，还可以尝试 3 次');
  });

  it.each([
    ['wrong', '老西门', { isCorrect: false, message: '不正确，还可以尝试 4 次' }],
    ['right', '陕西南路', { isCorrect: true, advanced: true, message: '回答正确，已进入阶段 3' }],
  ] as const)(
    'a %s station whose judging could not be committed is judged on the same slot when sent again: applied and counted once',
    async (_kind, answer, judged) => {
      await t.setStage('a1', 1, 'D9E3').expect(200);
      await t.setStage('a1', 2, '十号线').expect(200);
      const failOnce = refuseEndingTransactionOnce();
      const key = randomUUID();
      const first = await t.addStation('a1', 'x1', answer).set(IDEMPOTENCY_KEY_HEADER, key);
      failOnce();
      expect(first.status).toBeGreaterThanOrEqual(500);
      expect((await t.get('a1', '/api/polish120/team/status').expect(200)).body.status).toMatchObject({ x_stage: 2, x1: false });

      const again = await t.addStation('a1', 'x1', answer).set(IDEMPOTENCY_KEY_HEADER, key).expect(200);
      expect(StageChangeResponse.parse(again.body)).toMatchObject(judged);
      expect((await t.get('a1', '/api/polish120/team/status').expect(200)).body.status).toMatchObject(
        judged.isCorrect ? { x_stage: 3, x1: true } : { x_stage: 2, x1: false },
      );
      if (!judged.isCorrect)
        expect(StageChangeResponse.parse((await t.addStation('a1', 'x2', '静安寺').expect(200)).body).message).toBe('不正确，还可以尝试 3 次');
    },
  );
});
