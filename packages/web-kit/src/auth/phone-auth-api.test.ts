import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client';
import { setToken } from '../token-store';
import { createPhoneAuthApi, readPhoneLogin } from './phone-auth-api';

describe('readPhoneLogin (pilotsh and polish120)', () => {
  it('logs in only with the success message and a token', () => {
    expect(readPhoneLogin({ message: 'Login successful', token: 'jwt' })).toEqual({ ok: true, session: 'jwt' });
    expect(readPhoneLogin({ message: 'Login successful' })).toEqual({ ok: false, serverText: 'Login successful' });
    expect(readPhoneLogin({ token: 'jwt' })).toEqual({ ok: false, serverText: undefined });
    expect(readPhoneLogin({ message: '账号已停用', token: 'jwt' })).toEqual({ ok: false, serverText: '账号已停用' });
  });
});

describe('createPhoneAuthApi', () => {
  const fetchImpl = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  beforeEach(() => {
    fetchImpl.mockClear();
    localStorage.clear();
  });

  it("posts login and registration under the game's API without its token", async () => {
    setToken('polish120', 'old-token');
    const auth = createPhoneAuthApi(createApiClient({ game: 'polish120', loginPath: '/polish120/login', fetchImpl }), 5000);
    await auth.login('13800000001', 'pw');
    await auth.register('小明', '13800000009', 'pw123456');
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/polish120/login', '/api/polish120/players']);
    expect(calls.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { phone: '13800000001', password: 'pw' },
      { name: '小明', phone: '13800000009', password: 'pw123456' },
    ]);
    expect(calls.every(([, init]) => !(init.headers as Record<string, string>).Authorization)).toBe(true);
  });
});
