import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS } from '@citygames/contracts/common/idempotency.rules';
import { createApiClient } from './api-client';
import { keyForWrite, settleWrite, writeSignature } from './idempotency-keys';
import { setToken } from './token-store';

beforeEach(() => localStorage.clear());

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API client of a game on a scripted fetch; returns the Idempotency-Key of every call it sent. */
function scriptedClient(answers: (() => Promise<Response>)[]) {
  setToken('pilotsh', 'tok');
  const fetchImpl = vi.fn((_url: string, _init: RequestInit) => answers.shift()!());
  const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl: fetchImpl as unknown as typeof fetch });
  const keys = () => fetchImpl.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
  return { api, keys };
}

const lostConnection = () => Promise.reject(new TypeError('Failed to fetch'));
const wrong = () => Promise.resolve(jsonResponse(200, { isCorrect: false, wrongAttempts: 1 }));

describe('the Idempotency-Key of a write', () => {
  it('is sent with every write, never with a read, and is a valid key', async () => {
    const { api, keys } = scriptedClient([wrong, () => Promise.resolve(jsonResponse(200, {}))]);
    await api.post('/tasks/complete', { taskId: 'T1', answer: 'x' });
    await api.get('/tasks/progress');
    expect(keys()[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys()[1]).toBeUndefined();
  });

  it('whose connection broke is sent once more at once with the same key, and the caller gets that answer', async () => {
    const { api, keys } = scriptedClient([lostConnection, wrong]);
    await expect(api.post('/tasks/complete', { taskId: 'T1', answer: 'x' })).resolves.toEqual({ isCorrect: false, wrongAttempts: 1 });
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('is the same when the player sends the same write again after both tries lost their answer', async () => {
    const { api, keys } = scriptedClient([lostConnection, lostConnection, wrong]);
    await expect(api.post('/tasks/complete', { taskId: 'T1', answer: 'x' })).rejects.toMatchObject({ kind: 'network' });
    await api.post('/tasks/complete', { taskId: 'T1', answer: 'x' });
    expect(new Set(keys()).size).toBe(1);
  });

  it('of a read is never sent again by itself', async () => {
    const { api, keys } = scriptedClient([lostConnection]);
    await expect(api.get('/tasks/progress')).rejects.toMatchObject({ kind: 'network' });
    expect(keys()).toHaveLength(1);
  });

  it('is kept across a 5xx and a 409 "still running", and is new once the write got its answer', async () => {
    const { api, keys } = scriptedClient([
      () => Promise.resolve(jsonResponse(503, { error: 'DB_UNAVAILABLE', message: '数据库不可用' })),
      () => Promise.resolve(jsonResponse(409, { error: 'IDEMPOTENCY_IN_PROGRESS', message: '上一次提交仍在处理中，请稍后查看结果' })),
      wrong,
      wrong,
    ]);
    const send = () => api.post('/tasks/complete', { taskId: 'T1', answer: 'x' }).catch(() => null);
    for (let n = 0; n < 4; n += 1) await send();
    const [a, b, c, d] = keys();
    expect([b, c]).toEqual([a, a]);
    expect(d).not.toBe(a);
  });

  it('differs for another answer, another task or another game path', async () => {
    const { api, keys } = scriptedClient(Array.from({ length: 6 }, () => lostConnection));
    await api.post('/tasks/complete', { taskId: 'T1', answer: 'x' }).catch(() => null);
    await api.post('/tasks/complete', { taskId: 'T1', answer: 'y' }).catch(() => null);
    await api.post('/team/status', { taskId: 'T1', answer: 'x' }).catch(() => null);
    expect(new Set(keys()).size).toBe(3);
  });

  it('survives a reload (kept in localStorage) and is forgotten after a day', () => {
    const signature = writeSignature('POST', '/api/pilotsh/tasks/complete', '{"taskId":"T1","answer":"x"}');
    const key = keyForWrite(signature, 1_000);
    expect(JSON.parse(localStorage.getItem('citygames.unsettledWrites')!)).toMatchObject({ [signature]: { key } });
    expect(keyForWrite(signature, 1_000 + IDEMPOTENCY_KEY_TTL_MS - 1)).toBe(key);
    expect(keyForWrite(signature, 1_000 + IDEMPOTENCY_KEY_TTL_MS)).not.toBe(key);
    settleWrite(signature);
    expect(localStorage.getItem('citygames.unsettledWrites')).toBeNull();
  });

  it('keeps at most 50 unsettled writes, dropping the oldest', () => {
    const first = keyForWrite('w0', 0);
    for (let n = 1; n <= 50; n += 1) keyForWrite(`w${n}`, n);
    expect(Object.keys(JSON.parse(localStorage.getItem('citygames.unsettledWrites')!) as object)).toHaveLength(50);
    expect(keyForWrite('w0', 51)).not.toBe(first);
  });
});
