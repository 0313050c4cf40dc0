import request from 'supertest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { StartAnswerResponse, StartContentResponse } from '@citygames/contracts/polish120/start.schema';
import { StartTeamResponse, TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_start');
const t = createTestContext();

beforeEach(async () => {
  await clearDatabase();
  await t.loadPack();
});

const startCommand = { type: 'start', args: { confirm_start: true } };

describe('start quiz and the start gate', () => {
  it('shows only the question before the team has answered', async () => {
    const response = await t.get('a1', '/api/polish120/start').expect(200);
    expect(StartContentResponse.parse(response.body)).toMatchObject({
      answered: false,
      started: false,
      answerTextHtml: null,
      secondQuestionHtml: null,
      referenceImage: null,
    });
    expect(JSON.stringify(response.body)).not.toContain('年月日时');
  });

  it('refuses an answer that is not the four characters, with the alert naming the four characters', async () => {
    for (const answer of ['年月日', '年月日时分', '年年日时', '']) {
      const response = await t.post('a1', '/api/polish120/start/answer', { answer }).expect(400);
      expect(ErrorResponse.parse(response.body)).toMatchObject({ error: 'START_FORMAT', message: '请输入正确的四个字：年、月、日、时各一个' });
    }
  });

  it('judges the order of the four characters on the server', async () => {
    const wrong = await t.post('a1', '/api/polish120/start/answer', { answer: '时日月年' }).expect(200);
    expect(StartAnswerResponse.parse(wrong.body)).toEqual({ isCorrect: false, message: '答案不正确，请再想一想' });
    const status = await t.get('a1', '/api/polish120/team/status').expect(200);
    expect(TeamStatusResponse.parse(status.body).status).toMatchObject({ start: false, start_answered: false });
  });

  it('refuses to start a team that has not answered the first question', async () => {
    const response = await t.post('a1', '/api/polish120/team/status', startCommand).expect(409);
    expect(ErrorResponse.parse(response.body)).toMatchObject({ error: 'START_NOT_ANSWERED' });
    await t.post('a1', '/api/polish120/start/answer', { answer: '时日月年' });
    await t.post('a1', '/api/polish120/team/status', startCommand).expect(409);
  });

  it('refuses tasks, the X area and puzzles before the start', async () => {
    for (const path of [
      '/api/polish120/tasks/progress',
      '/api/polish120/x-area',
      '/api/polish120/puzzles',
      '/api/polish120/area/visited',
      '/api/polish120/tasks/T1',
    ]) {
      const response = await t.get('a1', path).expect(403);
      expect(ErrorResponse.parse(response.body).error).toBe('TEAM_NOT_STARTED');
    }
    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' }).expect(403);
    const stage = await t.setStage('a1', 1, 'D9E3').expect(403);
    expect(ErrorResponse.parse(stage.body).error).toBe('TEAM_NOT_STARTED');
  });

  it('after a correct answer reveals the answer text, then starts the whole team once', async () => {
    const correct = await t.post('a2', '/api/polish120/start/answer', { answer: '年月日时' }).expect(200);
    const correctBody = StartAnswerResponse.parse(correct.body);
    expect(correctBody).toMatchObject({
      isCorrect: true,
      answerTextHtml: '<p>答案说明：年月日时</p>',
      calibrationHtml: '<p>校准说明</p>',
      secondQuestionHtml: '<p>第二个问题</p>',
    });
    const revealed = correctBody;
    expect(revealed.isCorrect && revealed.referenceImage).toMatchObject({ alt: '参考图' });

    // The teammate starts; both see the started team and the answer text.
    const [first, second] = await Promise.all([
      t.post('a1', '/api/polish120/team/status', startCommand),
      t.post('a1', '/api/polish120/team/status', startCommand),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([StartTeamResponse.parse(first.body).message, StartTeamResponse.parse(second.body).message].sort()).toEqual(
      ['队伍已开始，祝你们玩得开心！', '队伍已经开始了'].sort(),
    );

    const status = await t.get('a2', '/api/polish120/team/status').expect(200);
    expect(TeamStatusResponse.parse(status.body).status).toEqual({
      x_stage: 0,
      start: true,
      start_answered: true,
      been_to: [1],
      x1: false,
      x2: false,
      x3: false,
      x4: false,
    });
    const start = await t.get('a2', '/api/polish120/start').expect(200);
    expect(StartContentResponse.parse(start.body)).toMatchObject({ answered: true, started: true, answerTextHtml: '<p>答案说明：年月日时</p>' });

    // Another team is unaffected.
    const other = await t.get('b1', '/api/polish120/team/status').expect(200);
    expect(TeamStatusResponse.parse(other.body).status).toMatchObject({ start: false, been_to: [] });
  });

  it('rejects a start command without the confirmation', async () => {
    await t.post('a1', '/api/polish120/team/status', { type: 'start', args: {} }).expect(400);
    await t.post('a1', '/api/polish120/team/status', { type: 'start', args: { confirm_start: 'yes' } }).expect(400);
    await t.post('a1', '/api/polish120/team/status', { type: 'launch' }).expect(400);
  });
});

describe('who may call', () => {
  it('needs a polish120 token', async () => {
    const none = await request(t.app).get('/api/polish120/team/status').expect(401);
    expect(ErrorResponse.parse(none.body).message).toBe('未登录或登录已过期，请重新登录');
    await request(t.app).get('/api/polish120/team/status').set('Authorization', 'Bearer nonsense').expect(401);
  });

  it('refuses a player who is on no team of the pack', async () => {
    const response = await t.get('outsider', '/api/polish120/team/status').expect(403);
    expect(ErrorResponse.parse(response.body)).toMatchObject({ error: 'NOT_IN_TEAM', message: '你不在本次活动的任何队伍中，请联系组织者' });
  });

  it('answers health without a token', async () => {
    await request(t.app).get('/api/polish120/health').expect(200);
  });
});

describe('without an event pack', () => {
  it('says the event is not loaded', async () => {
    await clearDatabase();
    const response = await t.get('a1', '/api/polish120/team/status').expect(503);
    expect(ErrorResponse.parse(response.body).error).toBe('EVENT_NOT_LOADED');
  });
});
