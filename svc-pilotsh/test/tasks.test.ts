import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { AreaView } from '@citygames/contracts/pilotsh/area.schema';
import { BanStatusResponse, SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { CHINESE, createPilotshTestApp, importDemoPack, LONER, PLAYER1, PLAYER2, PLAYER3, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_tasks');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const complete = (phone: string, taskId: string, answer: string) => t.post('/api/pilotsh/tasks/complete', phone, { taskId, answer });

describe('who may call', () => {
  it('refuses calls without a valid pilotsh token with a 401 JSON', async () => {
    const { default: request } = await import('supertest');
    const none = await request(t.app).get('/api/pilotsh/tasks/progress');
    expect(none.status).toBe(401);
    expect(ErrorResponse.parse(none.body).message).toMatch(CHINESE);
    const forged = await request(t.app).get('/api/pilotsh/tasks/progress').set('Authorization', 'Bearer abc.def.ghi');
    expect(forged.status).toBe(401);
  });

  it('tells a player in no team so on every team call, in Chinese', async () => {
    for (const path of [
      '/api/pilotsh/area/current',
      '/api/pilotsh/area/visited',
      '/api/pilotsh/tasks/progress',
      '/api/pilotsh/tasks/get_pz_all',
      '/api/pilotsh/team/status',
      '/api/pilotsh/tasks/ban?taskId=T1-1',
    ]) {
      const response = await t.get(path, LONER);
      expect(response.status, path).toBe(403);
      expect(ErrorResponse.parse(response.body)).toMatchObject({ success: false, error: 'NO_TEAM' });
      expect(response.body.message).toContain('还没有加入任何队伍');
    }
    expect((await complete(LONER, 'T1-1', 'x')).body.error).toBe('NO_TEAM');
  });
});

describe('current area and progress', () => {
  it('shows the current area fields and never an answer', async () => {
    const response = await t.get('/api/pilotsh/area/current', PLAYER2);
    expect(response.status).toBe(200);
    expect(AreaView.parse(response.body)).toEqual({
      id: 1,
      seq: 1,
      name: '钟楼广场',
      description: expect.any(String),
      pos: expect.any(String),
      code: 'ZL1024',
    });
    const progress = await t.get('/api/pilotsh/tasks/progress', PLAYER2);
    TaskProgressResponse.parse(progress.body);
    expect(JSON.stringify(progress.body)).not.toContain('雾港云川');
    expect(JSON.stringify(progress.body)).not.toContain('answers');
  });

  it('lists the tasks of visited areas with the seven columns', async () => {
    const response = await t.get('/api/pilotsh/tasks/progress', PLAYER2);
    expect(response.status).toBe(200);
    TaskProgressResponse.parse(response.body);
    expect(response.body.team).toEqual({ name: '演示一队', description: '队长 玩家1，队员 玩家2' });
    expect(response.body.currentAreaSeq).toBe(1);
    expect(response.body.taskProgress.map((task: { taskId: string }) => task.taskId)).toEqual(['T1-1', 'T1-2', 'T1-3']);
    expect(response.body.taskProgress[0]).toEqual({
      taskId: 'T1-1',
      name: '来处与去处',
      description: expect.any(String),
      bodyHtml: null,
      image: null,
      areaSeq: 1,
      completed: false,
      attemptCount: 0,
      completedAt: null,
      completedBy: null,
    });
  });
});

describe('answering', () => {
  it('accepts a normalised correct answer, completes the task for the whole team, records who and when', async () => {
    const response = await complete(PLAYER2, 'T1-1', ' 雾港 — 云川！');
    expect(response.status).toBe(200);
    expect(SubmitAnswerResponse.parse(response.body)).toMatchObject({ isCorrect: true, wrongAttempts: 0, remainingTime: 0, completedBy: '玩家2' });
    const progress = await t.get('/api/pilotsh/tasks/progress', PLAYER1);
    expect(TaskProgressResponse.parse(progress.body).taskProgress[0]).toMatchObject({
      completed: true,
      attemptCount: 1,
      completedBy: '玩家2',
      completedAt: '2026-05-01T02:00:00.000Z',
    });
    const again = await complete(PLAYER1, 'T1-1', '雾港云川');
    expect(again.status).toBe(409);
    expect(ErrorResponse.parse(again.body)).toMatchObject({ error: 'TASK_ALREADY_COMPLETED', completedBy: '玩家2' });
  });

  it('accepts per-task alternatives and full-width input', async () => {
    expect((await complete(PLAYER1, 'T1-2', '三下')).body.isCorrect).toBe(true);
    expect((await complete(PLAYER3, 'T1-2', '３')).body.isCorrect).toBe(true);
  });

  it('counts wrong answers, bans from the 5th, refuses during the ban without counting, and starts again after it', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const response = await complete(PLAYER2, 'T1-3', `错${n}`);
      expect(SubmitAnswerResponse.parse(response.body)).toMatchObject({ isCorrect: false, wrongAttempts: n, remainingTime: 0, remainingAttempts: 5 - n });
    }
    const fifth = await complete(PLAYER1, 'T1-3', '错5');
    expect(fifth.status).toBe(200);
    expect(SubmitAnswerResponse.parse(fifth.body)).toMatchObject({ isCorrect: false, wrongAttempts: 5, remainingTime: 120, isBanned: true });

    t.clock.advance(30);
    const during = await complete(PLAYER2, 'T1-3', '雾');
    expect(during.status).toBe(429);
    expect(during.headers['retry-after']).toBe('90');
    expect(ErrorResponse.parse(during.body)).toMatchObject({ error: 'TASK_BANNED', isBanned: true, remainingTime: 90, wrongAttempts: 5 });
    expect(during.body.message).toContain('1分30秒');

    const ban = await t.get('/api/pilotsh/tasks/ban?taskId=T1-3', PLAYER2);
    expect(BanStatusResponse.parse(ban.body)).toEqual({
      message: expect.stringMatching(CHINESE),
      isBanned: true,
      banUntilDate: '2026-05-01T02:02:00.000Z',
      remainingTime: 90,
      wrongAttempts: 5,
      remainingAttempts: 0,
      banPolicy: { maxWrongAttempts: 5, banSeconds: 120 },
    });
    const other = await t.get('/api/pilotsh/tasks/ban?taskId=T1-2', PLAYER2);
    expect(BanStatusResponse.parse(other.body)).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5, remainingTime: 0 });
    const otherTeam = await t.get('/api/pilotsh/tasks/ban?taskId=T1-3', PLAYER3);
    expect(otherTeam.body.isBanned).toBe(false);

    t.clock.advance(90);
    const after = await t.get('/api/pilotsh/tasks/ban?taskId=T1-3', PLAYER2);
    expect(BanStatusResponse.parse(after.body)).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5 });
    const right = await complete(PLAYER2, 'T1-3', '雾');
    expect(right.body.isCorrect).toBe(true);
    const progress = await t.get('/api/pilotsh/tasks/progress', PLAYER2);
    expect(progress.body.taskProgress[2]).toMatchObject({ completed: true, attemptCount: 6 });
  });

  it('refuses a task outside the current area, an unknown task and bad input', async () => {
    const elsewhere = await complete(PLAYER1, 'T2-1', '25911');
    expect(elsewhere.status).toBe(403);
    expect(ErrorResponse.parse(elsewhere.body)).toMatchObject({ error: 'TASK_NOT_IN_CURRENT_AREA' });
    expect((await complete(PLAYER1, 'NOPE', 'x')).status).toBe(404);
    const noAnswer = await complete(PLAYER1, 'T1-1', '   ');
    expect(noAnswer.status).toBe(400);
    expect(ErrorResponse.parse(noAnswer.body).message).toMatch(CHINESE);
    const noTask = await t.post('/api/pilotsh/tasks/complete', PLAYER1, { answer: 'x' });
    expect(noTask.status).toBe(400);
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: { $ne: 1 }, answer: 'x' })).status).toBe(400);
    const punctuation = await complete(PLAYER1, 'T1-1', '？！');
    expect(punctuation.status).toBe(400);
    expect(punctuation.body.error).toBe('EMPTY_ANSWER');
  });

  it('asks for a task on a ban query without one', async () => {
    const response = await t.get('/api/pilotsh/tasks/ban', PLAYER1);
    expect(response.status).toBe(400);
    expect(ErrorResponse.parse(response.body).message).toContain('请先选择任务');
    expect((await t.get('/api/pilotsh/tasks/ban?taskId=NOPE', PLAYER1)).status).toBe(404);
  });
});

describe('races', () => {
  it('two members answering right at the same moment: one completion, the other told it is done', async () => {
    const [a, b] = await Promise.all([complete(PLAYER1, 'T1-1', '雾港云川'), complete(PLAYER2, 'T1-1', '雾港到云川')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.error).toBe('TASK_ALREADY_COMPLETED');
    expect(loser.body.completedBy).toBe(winner.body.completedBy);
    const progress = await t.get('/api/pilotsh/tasks/progress', PLAYER1);
    expect(progress.body.taskProgress[0]).toMatchObject({ completed: true, attemptCount: 1 });
  });

  it('20 wrong answers at once: 5 counted, the ban set once, 15 refused or told to wait while the last one was judged', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => complete(i % 2 ? PLAYER1 : PLAYER2, 'T1-2', `乱猜${i}`)));
    const counted = responses.filter((response) => response.status === 200);
    const refused = responses.filter(
      (response) =>
        (response.status === 429 && response.body.error === 'TASK_BANNED') || (response.status === 409 && response.body.error === 'GUESS_BEING_JUDGED'),
    );
    expect(counted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(counted.map((response) => SubmitAnswerResponse.parse(response.body).wrongAttempts).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(counted.filter((response) => response.body.isBanned)).toHaveLength(1);
    const ban = await t.get('/api/pilotsh/tasks/ban?taskId=T1-2', PLAYER1);
    expect(ban.body).toMatchObject({ isBanned: true, wrongAttempts: 5, remainingTime: 120 });
    const progress = await t.get('/api/pilotsh/tasks/progress', PLAYER1);
    expect(progress.body.taskProgress[1].attemptCount).toBe(5);
    // judged now, the ban is told as a ban
    expect((await complete(PLAYER2, 'T1-2', '再猜')).body.error).toBe('TASK_BANNED');
  });
});
