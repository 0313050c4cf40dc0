import { describe, expect, it } from 'vitest';
import { SERVICE_BUSY_RETRY_AFTER_SECONDS, serviceBusyBody } from '../src/gateway-responses.js';
import type { FakeService } from './fake-upstreams.js';
import { gatewayAroundTests } from './gateway-around-tests.js';
import { call, type Answer, type StartGateway } from './gateway-behaviour.js';

const LIMIT = { perSecond: 2, burst: 6, delayAfter: 3 };
const ATTEMPTS = 30;
const WRITE_PATH = '/api/pilotsh/tasks/complete';

function write(base: string, token: string | null, path = WRITE_PATH): Promise<Answer> {
  return call(base, path, { method: 'POST', body: '{"taskId":"T1","answer":"x"}', headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

function seenWith(service: FakeService, token: string): number {
  return service.seen.filter((request) => request.headers.authorization === `Bearer ${token}`).length;
}

/**
 * Writes are limited per caller (the Authorization header) by both gateways alike: a script sending with one
 * token gets a fast SERVICE_BUSY for what is over the limit, while other callers, reads, logins and requests
 * without a token are not counted. Run with a small limit of its own.
 */
export function describeCallerWriteLimit(name: string, start: StartGateway): void {
  describe(`${name}: writes per caller`, () => {
    const { services, url } = gatewayAroundTests(start, { callerWriteLimit: LIMIT });

    it('lets burst + 1 writes of one caller through, holds those above delayAfter, and answers the rest 503 SERVICE_BUSY without reaching the service', async () => {
      const pilotsh = services['svc-pilotsh'];
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => write(url(), 'flooder')));
      const seconds = (performance.now() - started) / 1000;
      const admitted = answers.filter((answer) => answer.status !== 503);
      const refused = answers.filter((answer) => answer.status === 503);
      expect(admitted.length).toBeGreaterThanOrEqual(LIMIT.burst + 1);
      expect(admitted.length).toBeLessThanOrEqual(LIMIT.burst + 1 + Math.ceil(seconds * LIMIT.perSecond));
      expect(seenWith(pilotsh, 'flooder')).toBe(admitted.length);
      for (const answer of refused) {
        expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
        expect(answer.headers['retry-after']).toBe(String(SERVICE_BUSY_RETRY_AFTER_SECONDS));
        expect(JSON.parse(answer.text)).toEqual(serviceBusyBody('pilotsh'));
      }
      // The last admitted write had an excess of `burst`: held (burst − delayAfter) / perSecond seconds.
      expect(seconds).toBeGreaterThanOrEqual((LIMIT.burst - LIMIT.delayAfter) / LIMIT.perSecond - 0.05);
    });

    it("never counts another caller's writes, the caller's reads, logins or writes without a token against the flooder's limit", async () => {
      const pilotsh = services['svc-pilotsh'];
      const flooded = await Promise.all(Array.from({ length: ATTEMPTS }, () => write(url(), 'script')));
      expect(flooded.some((answer) => answer.status === 503)).toBe(true);

      const honest = await Promise.all(Array.from({ length: LIMIT.delayAfter + 1 }, () => write(url(), 'honest-player')));
      expect(honest.map((answer) => answer.status)).toEqual(Array(LIMIT.delayAfter + 1).fill(200));
      expect(seenWith(pilotsh, 'honest-player')).toBe(LIMIT.delayAfter + 1);

      const reads = await Promise.all(
        Array.from({ length: ATTEMPTS }, () => call(url(), '/api/pilotsh/tasks/progress', { headers: { Authorization: 'Bearer script' } })),
      );
      expect(reads.every((answer) => answer.status === 200)).toBe(true);

      const withoutToken = await Promise.all(Array.from({ length: ATTEMPTS }, () => write(url(), null)));
      expect(withoutToken.every((answer) => answer.status !== 503)).toBe(true);

      const logins = await Promise.all(Array.from({ length: 10 }, () => write(url(), 'script', '/api/pilotsh/login')));
      expect(logins.every((answer) => answer.status === 200)).toBe(true);
    });
  });
}
