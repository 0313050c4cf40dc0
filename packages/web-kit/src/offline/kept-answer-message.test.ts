import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { keptAnswerMessage } from './kept-answer-message';
import { OFFLINE_TEXTS } from './offline-texts';

describe('keptAnswerMessage', () => {
  it('says why an answer without an outcome was kept, and that it is sent again by itself', () => {
    expect(keptAnswerMessage(new ApiError({ kind: 'network', status: 0, message: 'x' }))).toBe(OFFLINE_TEXTS.savedNoAnswer);
    expect(keptAnswerMessage(new ApiError({ kind: 'http', status: 401, message: '登录已过期', hasServerMessage: true }))).toBe(OFFLINE_TEXTS.savedForLogin);
    const judging = new ApiError({
      kind: 'http',
      status: 409,
      code: 'GUESS_BEING_JUDGED',
      message: '队友的答案正在判定，请 2 秒后再提交',
      hasServerMessage: true,
    });
    expect(keptAnswerMessage(judging)).toBe('队友的答案正在判定，请 2 秒后再提交。答案已保存在本机，稍后自动重发');
    expect(keptAnswerMessage(new ApiError({ kind: 'http', status: 502, message: '服务器错误（502）' }))).toBe(OFFLINE_TEXTS.savedNoAnswer);
  });
});
