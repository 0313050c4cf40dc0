import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { createAuthCatalogue, type AuthOutcomeTexts, type LoginReading } from './auth-outcome';

const TEXTS: AuthOutcomeTexts = {
  loginFailedWith: (message) => `登录失败：${message}`,
  loginFailedDefault: '登录失败（默认）',
  httpError: (status) => `HTTP ${status}`,
  registerFailedWith: (error) => `注册失败：${error}`,
  registerSucceeded: '注册成功（默认）',
  registerResult: (message) => `注册结果：${message}`,
  registerFailedDefault: '注册失败（默认）',
  timeout: '超时',
  network: '连不上',
};

interface Answer {
  token?: string;
  note?: string;
}
const readLogin = (answer: Answer | undefined): LoginReading<string> =>
  answer?.token ? { ok: true, session: answer.token } : { ok: false, serverText: answer?.note };

const specs12 = createAuthCatalogue({ texts: TEXTS, readLogin });
const spec3 = createAuthCatalogue({
  texts: TEXTS,
  readLogin,
  rules: { loginHttpErrorOnlyWithoutBody: true, registerSuccessShowsServerMessage: true },
});

const http = (status: number, body: unknown, message?: string, code?: string) =>
  new ApiError({ kind: 'http', status, body, message: message ?? `请求出错，状态码 ${status}`, hasServerMessage: Boolean(message), ...(code ? { code } : {}) });
const timeout = new ApiError({ kind: 'timeout', status: 0, message: 'x' });
const network = new ApiError({ kind: 'network', status: 0, message: 'x' });

describe('login outcome of a 2xx answer', () => {
  it('keeps the session the game reads from the answer', () => {
    expect(specs12.loginOutcome({ token: 'jwt' })).toEqual({ ok: true, session: 'jwt' });
  });

  it('words a refusal with the server text, or the default without one', () => {
    expect(specs12.loginOutcome({ note: '账号已停用' })).toEqual({ ok: false, text: '登录失败：账号已停用' });
    expect(specs12.loginOutcome({})).toEqual({ ok: false, text: '登录失败（默认）' });
    expect(specs12.loginOutcome(undefined)).toEqual({ ok: false, text: '登录失败（默认）' });
  });
});

describe('a failed login call', () => {
  it('names a time-out and a lost connection, whatever the rules', () => {
    for (const catalogue of [specs12, spec3]) {
      expect(catalogue.loginFailureText(timeout)).toBe('超时');
      expect(catalogue.loginFailureText(network)).toBe('连不上');
    }
  });

  it('words the server message of a refused call', () => {
    expect(specs12.loginFailureText(http(401, { message: '手机号或密码错误' }, '手机号或密码错误'))).toBe('登录失败：手机号或密码错误');
  });

  it('pilotsh and polish120: no server message is an HTTP error, with or without a body', () => {
    expect(specs12.loginFailureText(http(500, undefined))).toBe('HTTP 500');
    expect(specs12.loginFailureText(http(502, { oops: true }))).toBe('HTTP 502');
  });

  it('fanhua: an HTTP error only without a body; a body without a message reads as the default', () => {
    expect(spec3.loginFailureText(http(500, undefined))).toBe('HTTP 500');
    expect(spec3.loginFailureText(http(502, { oops: true }))).toBe('登录失败（默认）');
  });

  it('anything that is not an API error reads as the default', () => {
    expect(specs12.loginFailureText(new Error('boom'))).toBe('登录失败（默认）');
  });
});

describe('registration outcome of a 2xx answer (error, then id, then message)', () => {
  it('an error wins over an id', () => {
    expect(specs12.registerOutcome({ id: 'p1', error: '名字太长' })).toEqual({ ok: false, text: '注册失败：名字太长' });
  });

  it('an id is success: the default text (pilotsh, polish120) or the server message (fanhua)', () => {
    expect(specs12.registerOutcome({ id: 'p1', message: '欢迎' })).toEqual({ ok: true, text: '注册成功（默认）' });
    expect(spec3.registerOutcome({ id: 'p1', message: '欢迎' })).toEqual({ ok: true, text: '欢迎' });
    expect(spec3.registerOutcome({ id: 'p1' })).toEqual({ ok: true, text: '注册成功（默认）' });
  });

  it('a message without an id is only a result; nothing at all is the default failure', () => {
    expect(specs12.registerOutcome({ message: '稍后审核' })).toEqual({ ok: false, text: '注册结果：稍后审核' });
    expect(specs12.registerOutcome(undefined)).toEqual({ ok: false, text: '注册失败（默认）' });
  });
});

describe('a failed registration call', () => {
  it('prefers the server message, then the error code, then the HTTP status', () => {
    expect(specs12.registerFailureText(http(409, {}, '该手机号已注册', 'PHONE_TAKEN'))).toBe('注册失败：该手机号已注册');
    expect(specs12.registerFailureText(http(409, {}, undefined, 'PHONE_TAKEN'))).toBe('注册失败：PHONE_TAKEN');
    expect(specs12.registerFailureText(http(500, undefined))).toBe('HTTP 500');
  });

  it('names a time-out and a lost connection; anything else is the default', () => {
    expect(spec3.registerFailureText(timeout)).toBe('超时');
    expect(spec3.registerFailureText(network)).toBe('连不上');
    expect(spec3.registerFailureText(new Error('boom'))).toBe('注册失败（默认）');
  });
});
