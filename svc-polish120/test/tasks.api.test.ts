import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { CompleteTaskResponse, TaskAttemptsResponse, TaskDetailResponse, TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_tasks');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

const complete = (player: 'a1' | 'a2' | 'b1', taskId: string, answer: string) => t.post(player, '/api/polish120/tasks/complete', { taskId, answer });

describe('submitting answers', () => {
  it('accepts a correct answer once for the team, with the sanitised hint', async () => {
    const response = await complete('a2', 'T1', ' 十二 ').expect(200);
    const responseBody = CompleteTaskResponse.parse(response.body);
    expect(responseBody).toMatchObject({
      isCorrect: true,
      message: '回答正确，任务完成！',
      wrongAttempts: 0,
      remainingTime: 0,
      completedBy: '阿二',
    });
    expect(responseBody.hint).toContain('[hint] 好样的');
    expect(responseBody.hint).not.toMatch(/script|onerror|javascript:/);

    const again = await complete('a1', 'T1', '12').expect(409);
    expect(ErrorResponse.parse(again.body)).toMatchObject({ error: 'TASK_ALREADY_COMPLETED', message: '该任务已由 阿二 完成，无需再次提交' });
  });

  it('drops a hint image whose source was sanitised away instead of serving a broken image', async () => {
    const response = await complete('a1', 'T3', '三').expect(200);
    expect(CompleteTaskResponse.parse(response.body).hint).toBe('<p>[spoiler] 三</p><img src="/hint-three.png" alt="好图" />');
  });

  it('normalises answers: full width, case and spaces', async () => {
    await complete('a1', 'T2', 'ＹＯＮＧ　ａｎ').expect(200);
  });

  it('counts wrong answers and bans the task from the 5th for the pack policy, then gives a fresh count', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const wrong = await complete('a1', 'T1', `错${n}`).expect(200);
      expect(CompleteTaskResponse.parse(wrong.body)).toMatchObject({ isCorrect: false, wrongAttempts: n, remainingTime: 0, remainingAttempts: 5 - n });
    }
    const fifth = await complete('a2', 'T1', '错5').expect(200);
    expect(CompleteTaskResponse.parse(fifth.body)).toMatchObject({ isCorrect: false, wrongAttempts: 5, remainingTime: 120, isBanned: true });

    const banned = await complete('a1', 'T1', '12').expect(429);
    expect(ErrorResponse.parse(banned.body)).toMatchObject({ error: 'TASK_BANNED', isBanned: true, remainingTime: 120 });

    const status = await t.get('a1', '/api/polish120/tasks/ban?taskId=T1').expect(200);
    expect(BanStatusResponse.parse(status.body)).toMatchObject({
      isBanned: true,
      remainingTime: 120,
      wrongAttempts: 5,
      remainingAttempts: 0,
      banPolicy: { maxWrongAttempts: 5, banSeconds: 120 },
    });

    // Another task and another team are not banned.
    await complete('a1', 'T3', '三').expect(200);
    await complete('b1', 'T1', '12').expect(200);

    t.advance(60);
    const later = await t.get('a2', '/api/polish120/tasks/ban?taskId=T1').expect(200);
    expect(BanStatusResponse.parse(later.body)).toMatchObject({ isBanned: true, remainingTime: 60 });

    t.advance(60);
    const free = await t.get('a2', '/api/polish120/tasks/ban?taskId=T1').expect(200);
    expect(BanStatusResponse.parse(free.body)).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5 });
    await complete('a1', 'T1', '12').expect(200);
  });

  it('caps the ban at 120 seconds in the pack schema', async () => {
    const { importPack } = await import('../src/content/import-pack.js');
    const { testPack } = await import('./support/test-pack.js');
    const result = await importPack(
      testPack({ event: { name: '长封禁', endsAt: '2030-06-01T18:00:00+08:00', banPolicy: { maxWrongAttempts: 5, banSeconds: 600 } } }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path: 'event.banPolicy.banSeconds', message: '封禁时长最多 120 秒' });
  });

  it('counts parallel wrong answers exactly up to the limit', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => complete(i % 2 ? 'a1' : 'a2', 'T2', `错${i}`)));
    const judged = results.filter((r) => r.status === 200);
    expect(judged).toHaveLength(5);
    expect(judged.map((r) => CompleteTaskResponse.parse(r.body).wrongAttempts).sort()).toEqual([1, 2, 3, 4, 5]);
    // the other three refused by the ban, or told to wait while the fifth was being judged
    expect(results.filter((r) => r.status === 429 || (r.status === 409 && r.body.error === 'GUESS_BEING_JUDGED'))).toHaveLength(3);
    expect((await complete('a1', 'T2', '再错')).status).toBe(429);
  });

  it('lets only one of two parallel correct answers complete the task and records the area once', async () => {
    const [one, two] = await Promise.all([complete('a1', 'T1', '12'), complete('a2', 'T1', '十二')]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const status = await t.get('a1', '/api/polish120/team/status').expect(200);
    expect(TeamStatusResponse.parse(status.body).status.been_to).toEqual([1, 2]);
    const winner = one.status === 200 ? one : two;
    const loser = one.status === 200 ? two : one;
    const winning = CompleteTaskResponse.parse(winner.body);
    expect(ErrorResponse.parse(loser.body)).toMatchObject({ error: 'TASK_ALREADY_COMPLETED', completedBy: winning.completedBy });
    const progress = await t.get('a1', '/api/polish120/tasks/progress').expect(200);
    expect(TaskProgressResponse.parse(progress.body).taskProgress.find((entry: { taskId: string }) => entry.taskId === 'T1')).toMatchObject({
      completed: true,
      attemptCount: 1,
      completedBy: winning.completedBy,
      completedAt: winning.completedAt,
    });
  });

  it('validates the body with Chinese messages', async () => {
    const noTask = await t.post('a1', '/api/polish120/tasks/complete', { answer: '12' }).expect(400);
    expect(ErrorResponse.parse(noTask.body).message).toContain('请先选择任务');
    const noAnswer = await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '   ' }).expect(400);
    expect(ErrorResponse.parse(noAnswer.body).message).toContain('请填写答案');
    const punctuation = await complete('a1', 'T1', '？！').expect(400);
    expect(ErrorResponse.parse(punctuation.body).error).toBe('EMPTY_ANSWER');
    const unknown = await complete('a1', 'NOPE', '12').expect(404);
    expect(ErrorResponse.parse(unknown.body).message).toBe('未找到任务信息');
  });

  it('answers the ban query without a task with "please select a task first"', async () => {
    const response = await t.get('a1', '/api/polish120/tasks/ban').expect(400);
    expect(ErrorResponse.parse(response.body).message).toContain('请先选择任务');
    const unknown = await t.get('a1', '/api/polish120/tasks/ban?taskId=NOPE').expect(404);
    expect(ErrorResponse.parse(unknown.body).message).toBe('未找到任务信息');
  });
});

describe('progress, task page and attempt history', () => {
  it('lists the team, every task and reveals answer and hint only when completed', async () => {
    await complete('a1', 'T1', '错');
    await complete('a2', 'T1', '12');
    const response = await t.get('a1', '/api/polish120/tasks/progress').expect(200);
    const responseBody = TaskProgressResponse.parse(response.body);
    expect(responseBody.team).toEqual({ name: '甲队', description: '队长：阿一；队员：阿二' });
    expect(responseBody.taskProgress).toHaveLength(4);
    const [t1, t2] = responseBody.taskProgress;
    expect(t1).toMatchObject({
      taskId: 'T1',
      name: '钟楼报时',
      completed: true,
      attemptCount: 2,
      completedBy: '阿二',
      answer: '12',
      completedAt: '2030-01-01T10:00:00.000Z',
    });
    expect(t1?.hint).not.toMatch(/script|onerror/);
    expect(t2).toEqual({ taskId: 'T2', name: '石桥刻字', completed: false, attemptCount: 0, completedAt: null, completedBy: null, hint: null, answer: null });
    expect(JSON.stringify(response.body)).not.toContain('Yong An');

    const other = await t.get('b1', '/api/polish120/tasks/progress').expect(200);
    const otherBody = TaskProgressResponse.parse(other.body);
    expect(otherBody.team).toEqual({ name: '乙队', description: '乙队的介绍' });
    expect(otherBody.taskProgress[0]).toMatchObject({ completed: false, attemptCount: 0 });
  });

  it('serves one task page with sanitised text, and the team-only attempt history', async () => {
    const before = await t.get('a1', '/api/polish120/tasks/T1').expect(200);
    const beforeBody = TaskDetailResponse.parse(before.body);
    expect(beforeBody).toMatchObject({ taskId: 'T1', name: '钟楼报时', completed: false, hint: null, answer: null });
    expect(beforeBody.descriptionHtml).toBe('<p>窗户几扇？</p>');

    await complete('a1', 'T1', '十一');
    t.advance(5);
    await complete('a2', 'T1', '十二');
    await complete('b1', 'T1', '乙队的错答案');

    const after = await t.get('a2', '/api/polish120/tasks/T1').expect(200);
    expect(TaskDetailResponse.parse(after.body)).toMatchObject({ completed: true, answer: '12', completedBy: '阿二', attemptCount: 2 });
    const history = await t.get('a1', '/api/polish120/tasks/T1/attempts').expect(200);
    expect(TaskAttemptsResponse.parse(history.body)).toEqual({
      taskId: 'T1',
      name: '钟楼报时',
      attempts: [
        { answer: '十二', isCorrect: true, playerName: '阿二', submittedAt: '2030-01-01T10:00:05.000Z' },
        { answer: '十一', isCorrect: false, playerName: '阿一', submittedAt: '2030-01-01T10:00:00.000Z' },
      ],
    });
    await t.get('a1', '/api/polish120/tasks/NOPE/attempts').expect(404);
    await t.get('a1', '/api/polish120/tasks/bad%20id').expect(400);
  });
});
