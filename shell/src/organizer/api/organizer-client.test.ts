import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callJson, setOrganizerToken, uploadFile } from './organizer-client';

/** The Idempotency-Key of every request the console sent, in order. */
function scriptedFetch(answers: (() => Promise<Response>)[]) {
  const fetchMock = vi.fn((_path: string, _init: RequestInit) => answers.shift()!());
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
}

const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = () => Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  localStorage.clear();
  setOrganizerToken('organizer-token');
});
afterEach(() => vi.unstubAllGlobals());

describe("the console's writes", () => {
  it('carry an Idempotency-Key, the same one when a write whose answer was lost is sent again, a new one after an answer', async () => {
    const keys = scriptedFetch([lost, ok, ok, ok]);
    const close = () => callJson('PUT', '/api/organizer/games/fanhua/state', { open: false });
    await expect(close()).rejects.toMatchObject({ status: 0 });
    await close();
    await close();
    await callJson('GET', '/api/organizer/me');
    const [first, retry, next, read] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(read).toBeUndefined();
  });

  it('name an uploaded file by its bytes: two files of one size are two writes', async () => {
    const keys = scriptedFetch([lost, lost, lost]);
    const upload = (text: string) => uploadFile('/api/pilotsh/organizer/roster/import', new Blob([text])).catch(() => null);
    await upload('队伍,手机号\n甲,1');
    await upload('队伍,手机号\n乙,1');
    await upload('队伍,手机号\n甲,1');
    const [a, b, again] = keys();
    expect(b).not.toBe(a);
    expect(again).toBe(a);
  });
});
