import { describe, expect, it } from 'vitest';
import type { FakeService } from './fake-upstreams.js';
import { gatewayAroundTests } from './gateway-around-tests.js';
import { call, type Answer, type StartGateway } from './gateway-behaviour.js';

const LIMIT = { perSecond: 1, burst: 5 };
const ATTEMPTS = 40;

/** Sends `ATTEMPTS` requests at once; answers them with the seconds the burst took. */
async function burst(send: () => Promise<Answer>): Promise<{ answers: Answer[]; seconds: number }> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: ATTEMPTS }, send));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/**
 * At most `burst + 1` at once and `perSecond` after: what nginx's limit_req admits while the burst lasts.
 * The bound comes from the measured time of the burst, so a slow machine only widens it.
 */
function expectLimited({ answers, seconds }: { answers: Answer[]; seconds: number }, service: FakeService, seenBefore: number): void {
  const admitted = answers.filter((answer) => answer.status !== 429);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(admitted.length).toBeGreaterThanOrEqual(LIMIT.burst + 1);
  expect(admitted.length).toBeLessThanOrEqual(LIMIT.burst + 1 + Math.ceil(seconds * LIMIT.perSecond));
  expect(service.seen.length - seenBefore).toBe(admitted.length);
  for (const answer of refused) {
    expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
    expect(answer.headers['retry-after']).toBe('1');
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: 'TOO_MANY_REQUESTS', message: '这个网络的登录和注册请求太多了，请稍等几秒再试' });
  }
}

/**
 * Requests that check a password (logins, registrations, the organiser's sign-in) are limited per client
 * address by both gateways alike; every other call is not. Run with a small limit of its own.
 */
export function describePasswordRequestLimit(name: string, start: StartGateway): void {
  describe(`${name}: logins and registrations per address`, () => {
    const { services, url } = gatewayAroundTests(start, { passwordRequestLimit: LIMIT });

    it('admits a burst of logins from one address, then answers 429 in Chinese without reaching svc-auth', async () => {
      const auth = services['svc-auth'];
      const seenBefore = auth.seen.length;
      const answers = await burst(() => call(url(), '/api/pilotsh/login', { method: 'POST', body: '{"phone":"13800000001"}' }));
      expectLimited(answers, auth, seenBefore);
    });

    it('counts registrations and the organiser sign-in too, but never the other calls of a game', async () => {
      const auth = services['svc-auth'];
      const seenBefore = auth.seen.length;
      const paths = ['/api/fanhua/players/', '/api/organizer/login', '/api/polish120/players'];
      const mixed = await burst(() => call(url(), paths[Math.floor(Math.random() * paths.length)]!, { method: 'POST', body: '{}' }));
      expect(mixed.answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
      expect(auth.seen.length - seenBefore).toBe(mixed.answers.filter((answer) => answer.status !== 429).length);

      const reads = await Promise.all(Array.from({ length: ATTEMPTS }, () => call(url(), '/api/pilotsh/tasks/progress')));
      expect(reads.every((answer) => answer.status === 200)).toBe(true);
      const isAdmin = await call(url(), '/api/fanhua/players/is_admin');
      expect(isAdmin.status).toBe(200);
      const state = await call(url(), '/api/organizer/games/state');
      expect(state.status).toBe(200);
    });
  });
}
