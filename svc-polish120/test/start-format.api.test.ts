import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { StartAnswerResponse, StartContentResponse } from '@citygames/contracts/polish120/start.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { validatePack } from '../src/content/import-pack.js';
import { createTestContext } from './support/test-app.js';
import { testPack } from './support/test-pack.js';

useTestDatabase('polish120_start_format');
const t = createTestContext();

beforeEach(clearDatabase);

const base = testPack();
const compassPack = testPack({
  start: {
    ...base.start!,
    answers: ['东南西北'],
    answerFormat: { length: 4, requiredCharacters: ['东', '南', '西', '北'], message: '请写出四个方位字', placeholder: '四个方位' },
  },
});

describe('the start question comes from the pack', () => {
  it('solves an organiser pack with another start answer and format', async () => {
    await t.loadPack(compassPack);
    const start = await t.get('a1', '/api/polish120/start').expect(200);
    expect(StartContentResponse.parse(start.body).answerFormat).toEqual({
      length: 4,
      requiredCharacters: ['东', '南', '西', '北'],
      message: '请写出四个方位字',
      placeholder: '四个方位',
    });

    const format = await t.post('a1', '/api/polish120/start/answer', { answer: '年月日时' }).expect(400);
    expect(ErrorResponse.parse(format.body)).toMatchObject({ error: 'START_FORMAT', message: '请写出四个方位字' });
    const wrong = await t.post('a1', '/api/polish120/start/answer', { answer: '北西南东' }).expect(200);
    expect(StartAnswerResponse.parse(wrong.body).isCorrect).toBe(false);
    const right = await t.post('a1', '/api/polish120/start/answer', { answer: '东南西北' }).expect(200);
    expect(StartAnswerResponse.parse(right.body).isCorrect).toBe(true);
  });

  it('without a format rule takes any non-empty answer to the judge', async () => {
    const { answerFormat: _dropped, ...startWithoutRule } = { ...base.start!, answers: ['北极星'] };
    await t.loadPack(testPack({ start: startWithoutRule }));
    expect(StartContentResponse.parse((await t.get('a1', '/api/polish120/start').expect(200)).body).answerFormat).toBeNull();
    expect(StartAnswerResponse.parse((await t.post('a1', '/api/polish120/start/answer', { answer: '年月日时' }).expect(200)).body).isCorrect).toBe(false);
    expect(StartAnswerResponse.parse((await t.post('a1', '/api/polish120/start/answer', { answer: '北极星' }).expect(200)).body).isCorrect).toBe(true);
  });

  it('refuses a pack whose accepted answer breaks its own format rule', () => {
    const result = validatePack(testPack({ start: { ...base.start!, answers: ['东南西北'] } }));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toContainEqual({ path: 'start.answers.0', message: '答案 东南西北 不符合答案格式，队伍永远无法答对' });
  });
});
