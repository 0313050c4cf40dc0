import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { StageChangeResponse, TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { XAreaResponse } from '@citygames/contracts/polish120/x-area.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_xarea_bans');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

const stageOf = async () => TeamStatusResponse.parse((await t.get('a1', '/api/polish120/team/status').expect(200)).body).status.x_stage;

describe('X-area guesses follow the pack ban policy per team and stage', () => {
  it('bans stage-0 keys at the 5th wrong one, refuses even the right key during the ban, and counts again after it', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const wrong = await t.setStage('a1', 1, `D6D${n}`).expect(200);
      expect(StageChangeResponse.parse(wrong.body)).toMatchObject({
        isCorrect: false,
        isBanned: false,
        wrongAttempts: n,
        remainingAttempts: 5 - n,
        message: `不正确，还可以尝试 ${5 - n} 次`,
      });
    }
    const fifth = await t.setStage('a2', 1, 'D6D0').expect(200);
    expect(StageChangeResponse.parse(fifth.body)).toMatchObject({ isBanned: true, remainingTime: 120, message: '不正确，错误次数已达 5 次，暂时封禁 2分0秒' });

    t.advance(30);
    const refused = await t.setStage('a1', 1, 'D9E3').expect(429);
    expect(ErrorResponse.parse(refused.body)).toMatchObject({
      error: 'GUESS_BANNED',
      message: '答错次数过多，已暂时封禁，请 1分30秒 后再试',
      isBanned: true,
      remainingTime: 90,
    });
    expect(await stageOf()).toBe(0);
    const view = await t.get('a1', '/api/polish120/x-area').expect(200);
    expect(XAreaResponse.parse(view.body).guessLimit).toMatchObject({ isBanned: true, remainingTime: 90, banPolicy: { maxWrongAttempts: 5, banSeconds: 120 } });

    // Other teams guess freely.
    await t.setStage('b1', 1, 'D6D0').expect(200);

    t.advance(91);
    const right = await t.setStage('a1', 1, 'D9E3').expect(200);
    expect(StageChangeResponse.parse(right.body)).toMatchObject({ isCorrect: true, advanced: true });
  });

  it('counts the stage-1 question and near misses on their own counter, and the four stations on one', async () => {
    await t.setStage('a1', 1, 'D6D0').expect(200);
    await t.setStage('a1', 1, 'D9E3').expect(200);

    const near = await t.setStage('a1', 2, '陕西南路').expect(200);
    expect(StageChangeResponse.parse(near.body)).toMatchObject({
      nearMiss: true,
      message: '很接近了，但X区域不是一个站',
      wrongAttempts: 1,
      remainingAttempts: 4,
    });
    const view = await t.get('a1', '/api/polish120/x-area').expect(200);
    expect(XAreaResponse.parse(view.body).guessLimit).toMatchObject({ isBanned: false, wrongAttempts: 1 });
    await t.setStage('a1', 2, '十号线').expect(200);

    await t.addStation('a1', 'x1', '徐家汇').expect(200);
    await t.addStation('a1', 'x2', '人民广场').expect(200);
    await t.setStage('a1', 3, '静安寺').expect(200);
    await t.addStation('a1', 'x4', '龙华').expect(200);
    const banned = await t.addStation('a1', 'x3', '虹桥').expect(200);
    expect(StageChangeResponse.parse(banned.body)).toMatchObject({ isBanned: true, wrongAttempts: 5 });
    const refused = await t.addStation('a1', 'x1', '陕西南路').expect(429);
    expect(ErrorResponse.parse(refused.body).error).toBe('GUESS_BANNED');
    expect(await stageOf()).toBe(2);
  });

  it('sixty parallel wrong keys count five and ban once', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => t.setStage(n % 2 ? 'a1' : 'a2', 1, `D6${String(n).padStart(2, '0')}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    // the rest refused by the ban, or told to wait while the fifth was being judged; judged after it, the ban is told
    expect(answers.filter((answer) => answer.status === 429 || (answer.status === 409 && answer.body.error === 'GUESS_BEING_JUDGED'))).toHaveLength(55);
    expect((await t.setStage('a1', 1, 'D699')).status).toBe(429);
  });

  it('does not count what changes nothing: a stage already reached or a skip', async () => {
    await t.setStage('a1', 1, 'D9E3').expect(200);
    for (let n = 0; n < 6; n += 1) await t.setStage('a1', 1, 'D6D0').expect(200);
    for (let n = 0; n < 6; n += 1) await t.setStage('a1', 3, '陕西南路').expect(409);
    const view = await t.get('a1', '/api/polish120/x-area').expect(200);
    expect(XAreaResponse.parse(view.body).guessLimit).toMatchObject({ isBanned: false, wrongAttempts: 0 });
  });
});
