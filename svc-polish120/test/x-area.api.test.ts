import { StageChangeResponse, StageLockedResponse } from '@citygames/contracts/polish120/team-status.schema';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { AREA_ANSWER_MAX_LENGTH, GBK_KEY_MAX_LENGTH, STATION_ANSWER_MAX_LENGTH } from '@citygames/contracts/polish120/x-area.rules';
import { XAreaResponse } from '@citygames/contracts/polish120/x-area.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_xarea');
const t = createTestContext();

beforeEach(async () => {
  await clearDatabase();
  await t.loadPack();
  await t.startTeam('a1');
  await t.startTeam('b1');
});

const stageOf = async (player: 'a1' | 'b1' = 'a1') =>
  TeamStatusResponse.parse((await t.get(player, '/api/polish120/team/status').expect(200)).body).status.x_stage;

async function reachStage2() {
  await t.setStage('a1', 1, 'D9E3').expect(200);
  await t.setStage('a1', 2, '十号线').expect(200);
}

describe('X area stage transitions', () => {
  it('0 → 1 only with the GBK hexadecimal of the special character', async () => {
    const wrong = await t.setStage('a1', 1, 'D6D0').expect(200);
    expect(StageChangeResponse.parse(wrong.body)).toMatchObject({ isCorrect: false, advanced: false, message: '不正确，还可以尝试 4 次' });
    const plain = await t.setStage('a1', 1, '巽').expect(200);
    expect(StageChangeResponse.parse(plain.body).isCorrect).toBe(false);
    expect(await stageOf()).toBe(0);

    const right = await t.setStage('a2', 1, 'd9 e3').expect(200);
    const rightBody = StageChangeResponse.parse(right.body);
    expect(rightBody).toMatchObject({ isCorrect: true, advanced: true, message: '回答正确，已进入阶段 1' });
    expect(rightBody.status.x_stage).toBe(1);
    expect(await stageOf('b1')).toBe(0);

    const again = await t.setStage('a1', 1, 'D9E3').expect(200);
    expect(StageChangeResponse.parse(again.body)).toMatchObject({ advanced: false, message: '你们已经到达这个阶段了' });
  });

  it('1 → 2 with line 10 in digits or Chinese numerals; near misses and wrong answers do not move', async () => {
    await t.setStage('a1', 1, 'D9E3');
    const near = await t.setStage('a1', 2, '陕西南路站').expect(200);
    expect(StageChangeResponse.parse(near.body)).toMatchObject({ isCorrect: false, nearMiss: true, message: '很接近了，但X区域不是一个站' });
    const wrong = await t.setStage('a1', 2, '9号线').expect(200);
    expect(StageChangeResponse.parse(wrong.body)).toMatchObject({ isCorrect: false, nearMiss: false, message: '不正确，还可以尝试 3 次' });
    expect(await stageOf()).toBe(1);
    const right = await t.setStage('a1', 2, '１０号线').expect(200);
    expect(StageChangeResponse.parse(right.body)).toMatchObject({ isCorrect: true, advanced: true });
    expect(await stageOf()).toBe(2);

    await t.setStage('b1', 1, 'D9E3');
    await t.setStage('b1', 2, '十号线').expect(200);
    expect(await stageOf('b1')).toBe(2);
  });

  it('2 → 3 with the first correct station, each correct station stored as a flag, stage 3 reached once', async () => {
    await reachStage2();
    const punctuated = await t.addStation('a1', 'x1', '陕西南路！').expect(200);
    const punctuatedBody = StageChangeResponse.parse(punctuated.body);
    expect(punctuatedBody).toMatchObject({ isCorrect: true, advanced: true, message: '回答正确，已进入阶段 3' });
    expect(punctuatedBody.status).toMatchObject({ x_stage: 3, x1: true, x2: false });

    const withSuffix = await t.addStation('a1', 'x2', '南京东路站').expect(200);
    expect(StageChangeResponse.parse(withSuffix.body)).toMatchObject({ isCorrect: false, message: '不正确，还可以尝试 4 次' });
    const swapped = await t.addStation('a1', 'x2', '老西门').expect(200);
    expect(StageChangeResponse.parse(swapped.body).isCorrect).toBe(false);

    const second = await t.addStation('a1', 'x2', '南京东路').expect(200);
    const secondBody = StageChangeResponse.parse(second.body);
    expect(secondBody).toMatchObject({ isCorrect: true, advanced: false, message: 'x2 回答正确' });
    expect(secondBody.status).toMatchObject({ x_stage: 3, x1: true, x2: true });

    const repeat = await t.addStation('a1', 'x1', '陕西南路').expect(200);
    expect(StageChangeResponse.parse(repeat.body)).toMatchObject({ isCorrect: true, advanced: false, message: '这个站已经答对过了' });
  });

  it('3 → 4 when the fourth station is found, and never by asking for stage 4', async () => {
    await reachStage2();
    await t.addStation('a1', 'x1', '陕西南路');
    const ask = await t.setStage('a1', 4, '陕西南路').expect(409);
    expect(StageLockedResponse.parse(ask.body)).toMatchObject({ error: 'X_STAGE_LOCKED', message: '第四阶段会在四个站名全部答对后自动开启' });
    await t.addStation('a1', 'x2', '南京东路');
    await t.addStation('a1', 'x3', '新天地');
    const last = await t.addStation('a1', 'x4', '老西门').expect(200);
    const lastBody = StageChangeResponse.parse(last.body);
    expect(lastBody).toMatchObject({ advanced: true, message: '回答正确，已进入阶段 4' });
    expect(lastBody.status).toMatchObject({ x_stage: 4, x1: true, x2: true, x3: true, x4: true });
  });

  it('reaches stage 3 also through set_x_stage with a station name as the key', async () => {
    await reachStage2();
    const response = await t.setStage('a1', 3, '老西门').expect(200);
    expect(StageChangeResponse.parse(response.body).status).toMatchObject({ x_stage: 3, x4: true });
  });

  it('refuses every attempt to skip a stage, with the right answers', async () => {
    const skipTo2 = await t.setStage('a1', 2, '十号线').expect(409);
    expect(StageLockedResponse.parse(skipTo2.body)).toMatchObject({ error: 'X_STAGE_LOCKED', message: '请先到达阶段 1，不能跳过阶段' });
    await t.setStage('a1', 3, '陕西南路').expect(409);
    await t.setStage('a1', 4, '').expect(409);
    const station = await t.addStation('a1', 'x1', '陕西南路').expect(409);
    expect(StageLockedResponse.parse(station.body).message).toBe('请先到达阶段 2，不能跳过阶段');
    expect(await stageOf()).toBe(0);

    await t.setStage('a1', 1, 'D9E3');
    await t.setStage('a1', 3, '陕西南路').expect(409);
    await t.addStation('a1', 'x1', '陕西南路').expect(409);
    const status = TeamStatusResponse.parse((await t.get('a1', '/api/polish120/team/status')).body).status;
    expect(status).toMatchObject({ x_stage: 1, x1: false });
  });

  it('rejects malformed stage commands', async () => {
    for (const args of [
      { x_stage: 0, x_stage_key: 'D9E3' },
      { x_stage: 5, x_stage_key: 'x' },
      { x_stage: 1.5, x_stage_key: 'x' },
      { x_stage: 1 },
      { x_stage: '1', x_stage_key: 'D9E3' },
    ]) {
      await t.post('a1', '/api/polish120/team/status', { type: 'set_x_stage', args }).expect(400);
    }
    await t.post('a1', '/api/polish120/team/status', { type: 'add', args: { x1: true, x2: true, answer: '陕西南路' } }).expect(400);
    await t.post('a1', '/api/polish120/team/status', { type: 'add', args: { answer: '陕西南路' } }).expect(400);
    await t.post('a1', '/api/polish120/team/status', { type: 'add', args: { x1: true } }).expect(400);
    await t.post('a1', '/api/polish120/team/status', { type: 'add', args: { x1: false, answer: '陕西南路' } }).expect(400);
    expect(await stageOf()).toBe(0);
  });

  it('refuses answers longer than the screen lets a player type, before judging them', async () => {
    await t.setStage('a1', 1, 'D9E3').expect(200);
    const longArea = await t.setStage('a1', 2, '十'.repeat(AREA_ANSWER_MAX_LENGTH + 1)).expect(400);
    expect(ErrorResponse.parse(longArea.body).message).toBe(`请求参数不正确：args.x_stage_key：答案不能超过 ${AREA_ANSWER_MAX_LENGTH} 个字符`);
    await t.setStage('a1', 2, '十号线'.padEnd(AREA_ANSWER_MAX_LENGTH, ' ')).expect(200);

    const longStation = await t.addStation('a1', 'x1', '陕'.repeat(STATION_ANSWER_MAX_LENGTH + 1)).expect(400);
    expect(ErrorResponse.parse(longStation.body).message).toBe(`请求参数不正确：args.answer：站名不能超过 ${STATION_ANSWER_MAX_LENGTH} 个字符`);
    expect(await stageOf()).toBe(2);
  });

  it('takes the GBK hex of a full converter text at stage 1', async () => {
    const fullHex = await t.setStage('a1', 1, 'D6D0'.repeat(GBK_KEY_MAX_LENGTH / 4)).expect(200);
    expect(StageChangeResponse.parse(fullHex.body)).toMatchObject({ isCorrect: false, advanced: false });
  });

  it('keeps parallel station answers consistent: every flag set, stage 4 once', async () => {
    await reachStage2();
    const results = await Promise.all([
      t.addStation('a1', 'x1', '陕西南路'),
      t.addStation('a2', 'x2', '南京东路'),
      t.addStation('a1', 'x3', '新天地'),
      t.addStation('a2', 'x4', '老西门'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const status = TeamStatusResponse.parse((await t.get('a1', '/api/polish120/team/status')).body).status;
    expect(status).toMatchObject({ x_stage: 4, x1: true, x2: true, x3: true, x4: true });
  });

  it('advances once when both teammates send the stage-1 key at the same time', async () => {
    const results = await Promise.all([t.setStage('a1', 1, 'D9E3'), t.setStage('a2', 1, 'D9E3')]);
    expect(results.map((r) => StageChangeResponse.parse(r.body).advanced).sort()).toEqual([false, true]);
    expect(await stageOf()).toBe(1);
  });
});

describe('X area content', () => {
  it('serves only the stages reached: no special character, area or station answers before they are earned', async () => {
    const at0 = await t.get('a1', '/api/polish120/x-area').expect(200);
    expect(XAreaResponse.parse(at0.body)).toMatchObject({
      maxStage: 0,
      stage0: { introHtml: '<p>阶段零</p>' },
      stage1: null,
      stage2: null,
      stage3: null,
      stage4: null,
    });
    const text0 = JSON.stringify(at0.body);
    for (const secret of ['巽', 'D9E3', '10号线', '十号线', '陕西南路', '老西门', '阶段一说明', 'θ']) expect(text0).not.toContain(secret);

    await t.setStage('a1', 1, 'D9E3');
    const at1 = await t.get('a1', '/api/polish120/x-area').expect(200);
    expect(XAreaResponse.parse(at1.body).stage1).toEqual({
      revealHtml: '<p>阶段一说明</p>',
      questionHtml: '<p>X 区域？</p>',
      converterPrefill: '巽',
      converterPrefillHex: 'D9E3',
    });
    expect(JSON.stringify(at1.body)).not.toContain('10号线');
    expect(JSON.stringify(at1.body)).not.toContain('陕西南路');

    await t.setStage('a1', 2, '十号线');
    await t.addStation('a1', 'x2', '南京东路');
    const at3 = await t.get('a1', '/api/polish120/x-area').expect(200);
    const at3Body = XAreaResponse.parse(at3.body);
    expect(at3Body.maxStage).toBe(3);
    expect(at3Body.stage2?.stations).toEqual([
      { key: 'x1', label: 'x1 路', solved: false, answer: null },
      { key: 'x2', label: 'x2 路', solved: true, answer: '南京东路' },
      { key: 'x3', label: 'x3 合称', solved: false, answer: null },
      { key: 'x4', label: 'x4 城门', solved: false, answer: null },
    ]);
    expect(JSON.stringify(at3.body)).not.toContain('老西门');
    expect(at3Body.stage4).toBeNull();
  });
});
