import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLoginNotice, readLoginNotice } from './auth/login-notice';
import { isLoginRedirectPending } from './login-redirect';
import { API_ERROR_TEXTS, ApiError, createApiClient } from './api-client';
import { isBackendUnavailable, markBackendAvailable } from './pages/backend-status';
import { isGameOffline, markGameOffline } from './game-offline-status';
import { authorizationDigest, KEPT_COPY_HEADER, KEPT_READS_CACHE, keptReadKey } from './offline/kept-copy';
import { EARLY_DATA_WAIT_MS, type EarlyRequests } from './early-requests';
import { goOffline, restoreNetwork } from './testing/network-switch';
import { getToken, setToken } from './token-store';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers but honours the abort signal, like a hung server. */
function hangingFetch(): typeof fetch {
  return (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

beforeEach(() => {
  localStorage.clear();
  markBackendAvailable();
});

afterEach(() => {
  restoreNetwork();
  vi.useRealTimers();
  delete (globalThis as EarlyRequests).__citygamesEarlyData;
});

/** What the shell's early script leaves for one path. */
function earlyGet(path: string, token: string, response: Promise<Response>) {
  (globalThis as EarlyRequests).__citygamesEarlyData = { [path]: { token, startedAt: Date.now(), response } };
}

describe('createApiClient', () => {
  it('sends the game token as a Bearer header and JSON bodies under /api/<game>', async () => {
    setToken('pilotsh', 'tok-1');
    const fetchImpl = vi.fn(async () => jsonResponse(200, { ok: true }));
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl });
    await expect(api.post('/tasks/complete', { taskId: 't1', answer: 'x' }, { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/pilotsh/tasks/complete?a=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(init.body).toBe(JSON.stringify({ taskId: 't1', answer: 'x' }));
  });

  it("never sends another game's token", async () => {
    setToken('fanhua', 'fanhua-token');
    const fetchImpl = vi.fn(async () => jsonResponse(200, {}));
    await createApiClient({ game: 'polish120', loginPath: '/polish120/login', fetchImpl }).get('/team/status');
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('times out after the per-call time-out and raises the backend banner', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl: hangingFetch() });
    const pending = api.post('/login', {}, { timeoutMs: 5000, auth: false });
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4999);
    expect(isBackendUnavailable()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await settled) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('服务器响应超时，请稍后重试');
    expect(isBackendUnavailable()).toBe(true);
  });

  it('reports a connection failure as network, raises the banner, and clears it on the next answer', async () => {
    let down = true;
    const fetchImpl = vi.fn(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { fine: true });
    });
    const api = createApiClient({ game: 'fanhua', loginPath: '/fanhua/auth', fetchImpl });
    await expect(api.get('/team/current')).rejects.toMatchObject({ kind: 'network', status: 0, message: '无法连接到服务器，请确认后端 API 可用' });
    expect(isBackendUnavailable()).toBe(true);
    down = false;
    await api.get('/team/current');
    expect(isBackendUnavailable()).toBe(false);
  });

  it("on a 401 clears that game's token and goes to its login page", async () => {
    setToken('polish120', 'expired');
    setToken('pilotsh', 'other-game');
    const navigate = vi.fn();
    const api = createApiClient({
      game: 'polish120',
      loginPath: '/polish120/login',
      navigate,
      fetchImpl: async () => jsonResponse(401, { success: false, error: 'UNAUTHORIZED', message: '登录已过期，请重新登录' }),
    });
    await expect(api.get('/tasks/progress')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: '登录已过期，请重新登录' });
    expect(getToken('polish120')).toBeNull();
    expect(getToken('pilotsh')).toBe('other-game');
    expect(navigate).toHaveBeenCalledWith('/polish120/login');
  });

  it("keeps the organiser's sign-out message for the login page, and no message of an ordinary 401", async () => {
    const navigate = vi.fn();
    const answer = (body: object) =>
      createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', navigate, fetchImpl: async () => jsonResponse(401, body) });
    clearLoginNotice();
    await expect(answer({ success: false, error: 'UNAUTHORIZED', message: '登录已过期，请重新登录' }).get('/team/status')).rejects.toMatchObject({
      status: 401,
    });
    expect(readLoginNotice()).toBeNull();
    await expect(answer({ success: false, error: 'SIGNED_OUT', message: '你的手机已被组织者退出登录，请重新登录' }).get('/team/status')).rejects.toMatchObject({
      code: 'SIGNED_OUT',
    });
    expect(readLoginNotice()).toBe('你的手机已被组织者退出登录，请重新登录');
    expect(navigate).toHaveBeenCalledWith('/pilotsh/login');
    clearLoginNotice();
  });

  it('can wait before the 401 redirect (the submit screens wait 2 s)', async () => {
    vi.useFakeTimers();
    setToken('pilotsh', 'expired');
    const navigate = vi.fn();
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', navigate, fetchImpl: async () => jsonResponse(401, {}) });
    await expect(api.post('/tasks/complete', {}, { unauthorizedRedirectDelayMs: 2000 })).rejects.toMatchObject({ status: 401 });
    expect(getToken('pilotsh')).toBeNull();
    await vi.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/pilotsh/login');
  });

  it("keeps the submit's 2 s when a refetch without the removed token gets a 401 meanwhile", async () => {
    vi.useFakeTimers();
    setToken('pilotsh', 'expired');
    const navigate = vi.fn();
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', navigate, fetchImpl: async () => jsonResponse(401, {}) });
    await expect(api.post('/tasks/complete', {}, { unauthorizedRedirectDelayMs: 2000 })).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(80);
    await expect(api.get('/tasks/progress')).rejects.toMatchObject({ status: 401 });
    expect(isLoginRedirectPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1900);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(isLoginRedirectPending()).toBe(false);
  });

  it('treats a 401 of an unauthenticated call (wrong password) as an ordinary error', async () => {
    setToken('pilotsh', 'still-valid');
    const navigate = vi.fn();
    const api = createApiClient({
      game: 'pilotsh',
      loginPath: '/pilotsh/login',
      navigate,
      fetchImpl: async () => jsonResponse(401, { success: false, error: 'INVALID_CREDENTIALS', message: '手机号或密码错误' }),
    });
    await expect(api.post('/login', {}, { auth: false })).rejects.toMatchObject({ hasServerMessage: true, message: '手机号或密码错误' });
    expect(getToken('pilotsh')).toBe('still-valid');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('surfaces the JSON error message, and a status text when the body has none', async () => {
    const bodies = [
      jsonResponse(409, { success: false, error: 'PHONE_TAKEN', message: '该手机号已注册' }),
      new Response('<html>bad gateway</html>', { status: 502 }),
    ];
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl: async () => bodies.shift()! });
    await expect(api.post('/players', {}, { auth: false })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      code: 'PHONE_TAKEN',
      message: '该手机号已注册',
    });
    await expect(api.get('/anything')).rejects.toMatchObject({ kind: 'http', status: 502, message: '请求出错，状态码 502', hasServerMessage: false });
    expect(isBackendUnavailable()).toBe(false);
  });

  it('marks the game offline, not the backend unavailable, when the game answers GAME_OFFLINE, and keeps its message', async () => {
    const offline = { error: 'GAME_OFFLINE', message: '该游戏暂未开放或服务暂时不可用，请稍后再试' };
    const answers = [jsonResponse(503, offline), jsonResponse(200, { ok: true })];
    const api = createApiClient({ game: 'polish120', loginPath: '/polish120/login', fetchImpl: async () => answers.shift()! });
    await expect(api.post('/login', {}, { auth: false })).rejects.toMatchObject({ kind: 'http', status: 503, code: 'GAME_OFFLINE', message: offline.message });
    expect(isBackendUnavailable()).toBe(false);
    expect(isGameOffline('polish120')).toBe(true);
    expect(isGameOffline('pilotsh')).toBe(false);
    await api.get('/tasks');
    expect(isGameOffline('polish120')).toBe(false);
  });

  it("does not raise the banner for a service's own 503 that is not the gateway's", async () => {
    const api = createApiClient({
      game: 'fanhua',
      loginPath: '/fanhua/auth',
      fetchImpl: async () => jsonResponse(503, { error: 'DB_NOT_READY', message: '数据库未就绪' }),
    });
    await expect(api.get('/team/current')).rejects.toMatchObject({ status: 503, code: 'DB_NOT_READY' });
    expect(isBackendUnavailable()).toBe(false);
  });

  it('does not blame the backend when the caller cancels', async () => {
    const controller = new AbortController();
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl: hangingFetch() });
    const pending = api.get('/area/current', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(isBackendUnavailable()).toBe(false);
  });

  describe('offline', () => {
    it('refuses a write at once with the offline reason, sends nothing and blames no backend', async () => {
      goOffline();
      const fetchImpl = vi.fn(async () => jsonResponse(200, { ok: true }));
      const api = createApiClient({ game: 'fanhua', loginPath: '/fanhua/auth', fetchImpl });
      const error = await api.post('/trade/create', { a: 1 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'offline', status: 0, message: API_ERROR_TEXTS.offline });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(isBackendUnavailable()).toBe(false);
    });

    it('still asks for a read (the service worker may hold its last copy) and uses the answer', async () => {
      goOffline();
      const fetchImpl = vi.fn(async () => jsonResponse(200, { cached: true }));
      const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl });
      await expect(api.get('/tasks/progress')).resolves.toEqual({ cached: true });
    });

    it('takes a read the service worker answered from its kept copy for what it is: the data, and the server not reached', async () => {
      const kept = jsonResponse(200, { cached: true });
      kept.headers.set(KEPT_COPY_HEADER, '1');
      const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl: vi.fn(async () => kept) });
      markGameOffline('pilotsh');
      await expect(api.get('/tasks/progress')).resolves.toEqual({ cached: true });
      expect(isBackendUnavailable()).toBe(true);
      // a kept copy says nothing about the game being open again
      expect(isGameOffline('pilotsh')).toBe(true);
      const live = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl: vi.fn(async () => jsonResponse(200, { live: true })) });
      await live.get('/tasks/progress');
      expect(isBackendUnavailable()).toBe(false);
      expect(isGameOffline('pilotsh')).toBe(false);
    });

    it("reads the phone's kept copy itself when the service worker did not answer, only the copy of this player's token", async () => {
      setToken('pilotsh', 'tok-now');
      const kept = new Map<string, Response>();
      const progressUrl = new URL('/api/pilotsh/tasks/progress', location.href).href;
      kept.set(keptReadKey(progressUrl, await authorizationDigest('Bearer tok-now')), jsonResponse(200, { kept: 'mine' }));
      kept.set(keptReadKey(new URL('/api/pilotsh/area/current', location.href).href, await authorizationDigest('Bearer tok-before')), jsonResponse(200, {}));
      vi.stubGlobal('caches', {
        open: async (name: string) => ({ match: async (key: string) => (name === KEPT_READS_CACHE ? kept.get(key)?.clone() : undefined) }),
      });
      try {
        const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')));
        const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl });
        await expect(api.get('/tasks/progress')).resolves.toEqual({ kept: 'mine' });
        expect(isBackendUnavailable()).toBe(true);
        // another player's copy is never shown
        await expect(api.get('/area/current')).rejects.toMatchObject({ kind: 'network' });
        // a write is never answered from a copy
        await expect(api.post('/tasks/progress', {})).rejects.toMatchObject({ kind: 'network' });
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('reports a read without a copy as offline, not as a backend failure', async () => {
      goOffline();
      const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
      const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl });
      await expect(api.get('/tasks/progress')).rejects.toMatchObject({ kind: 'offline', message: API_ERROR_TEXTS.offlineRead });
      expect(isBackendUnavailable()).toBe(false);
    });
  });

  describe("the page's early requests", () => {
    it('uses the early answer of a GET once instead of asking again', async () => {
      setToken('pilotsh', 'tok-1');
      earlyGet('/api/pilotsh/area/current', 'tok-1', Promise.resolve(jsonResponse(200, { area: 'early' })));
      const fetchImpl = vi.fn(async () => jsonResponse(200, { area: 'fresh' }));
      const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl });
      await expect(api.get('/area/current')).resolves.toEqual({ area: 'early' });
      expect(fetchImpl).not.toHaveBeenCalled();
      await expect(api.get('/area/current')).resolves.toEqual({ area: 'fresh' });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('asks afresh when the early request was made with another token', async () => {
      setToken('pilotsh', 'tok-new');
      earlyGet('/api/pilotsh/area/current', 'tok-old', Promise.resolve(jsonResponse(200, { who: 'old' })));
      const fetchImpl = vi.fn(async () => jsonResponse(200, { who: 'new' }));
      await expect(createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl }).get('/area/current')).resolves.toEqual({ who: 'new' });
    });

    it('treats an early answer like its own: a 401 logs the player out', async () => {
      setToken('polish120', 'tok-1');
      earlyGet('/api/polish120/team/status', 'tok-1', Promise.resolve(jsonResponse(401, { error: 'UNAUTHORIZED', message: '请重新登录' })));
      const navigate = vi.fn();
      const fetchImpl = vi.fn(async () => jsonResponse(200, {}));
      const api = createApiClient({ game: 'polish120', loginPath: '/polish120/login', navigate, fetchImpl });
      await expect(api.get('/team/status')).rejects.toMatchObject({ kind: 'http', status: 401 });
      expect(getToken('polish120')).toBeNull();
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('sends the request itself when the early one could not connect', async () => {
      setToken('fanhua', 'tok-1');
      earlyGet('/api/fanhua/area/map', 'tok-1', Promise.reject(new TypeError('Failed to fetch')));
      const fetchImpl = vi.fn(async () => jsonResponse(200, { areas: [] }));
      await expect(createApiClient({ game: 'fanhua', loginPath: '/fanhua/auth', fetchImpl }).get('/area/map')).resolves.toEqual({ areas: [] });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('still times out while waiting for an early answer', async () => {
      vi.useFakeTimers();
      setToken('pilotsh', 'tok-1');
      earlyGet('/api/pilotsh/tasks/progress', 'tok-1', new Promise<Response>(() => {}));
      const fetchImpl = vi.fn(async () => jsonResponse(200, {}));
      const settled = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl })
        .get('/tasks/progress', { timeoutMs: 5000 })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await settled).toMatchObject({ kind: 'timeout' });
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('sends its own request when the early one has not answered in time (stuck in a dead zone)', async () => {
      vi.useFakeTimers();
      setToken('pilotsh', 'tok-1');
      earlyGet('/api/pilotsh/tasks/progress', 'tok-1', new Promise<Response>(() => {}));
      const fetchImpl = vi.fn(async () => jsonResponse(200, { own: true }));
      const answer = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl }).get('/tasks/progress');
      await vi.advanceTimersByTimeAsync(EARLY_DATA_WAIT_MS - 1);
      expect(fetchImpl).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ own: true });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
