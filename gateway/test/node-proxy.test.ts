import { get as httpsGet } from 'node:https';
import { describe, expect, it } from 'vitest';
import { createSelfSignedCertificate } from '../src/lan-certificate.js';
import { startNodeProxy } from '../src/node-proxy.js';
import { createStaticFixture, loopbackUpstreams } from './fake-upstreams.js';
import { describeEdgeBehaviour } from './edge-behaviour.js';
import { describeGatewayBehaviour, type StartGateway } from './gateway-behaviour.js';
import { describeHttpsEdgeBehaviour } from './https-edge-behaviour.js';
import { describePasswordRequestLimit } from './password-limit-behaviour.js';
import { describeCallerWriteLimit } from './caller-write-limit-behaviour.js';

const startProxy: StartGateway = async ({ upstreams, staticRoots, enabledGames, mapTileSource, passwordRequestLimit, callerWriteLimit }) => {
  const proxy = await startNodeProxy({
    port: 0,
    host: '127.0.0.1',
    upstreams,
    staticRoots,
    enabledGames,
    mapTileSource,
    passwordRequestLimit,
    callerWriteLimit,
    log: () => {},
  });
  return { url: proxy.url, stop: () => proxy.close(), servesBrotli: true };
};

describeGatewayBehaviour('Node proxy', startProxy);
describeEdgeBehaviour('Node proxy', startProxy);
describePasswordRequestLimit('Node proxy', startProxy);
describeCallerWriteLimit('Node proxy', startProxy);
describeHttpsEdgeBehaviour('Node proxy', async ({ upstreams, staticRoots, certificate, key, hsts }) => {
  const proxy = await startNodeProxy({ port: 0, host: '127.0.0.1', upstreams, staticRoots, log: () => {}, tls: { certificate, key, hsts } });
  return { url: proxy.url, port: Number(new URL(proxy.url).port), stop: () => proxy.close() };
});

describe('Node proxy over HTTPS (HTTPS=1 npm start without nginx)', () => {
  it('serves the site with the given certificate, and HSTS unless told not to', async () => {
    const fixture = createStaticFixture();
    const { certificate, key } = await createSelfSignedCertificate(['localhost', '127.0.0.1']);
    const upstreams = loopbackUpstreams(1);
    for (const hsts of [true, false]) {
      const proxy = await startNodeProxy({ port: 0, host: '127.0.0.1', upstreams, staticRoots: fixture.roots, log: () => {}, tls: { certificate, key, hsts } });
      try {
        expect(proxy.url).toMatch(/^https:\/\//);
        const answer = await new Promise<{ status: number; hsts: unknown; csp: unknown }>((resolve, reject) => {
          httpsGet(`${proxy.url}/`, { ca: certificate }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'], csp: res.headers['content-security-policy'] });
          }).on('error', reject);
        });
        expect(answer.status).toBe(200);
        expect(answer.csp).toContain("frame-ancestors 'self'");
        expect(answer.hsts).toBe(hsts ? 'max-age=31536000' : undefined);
      } finally {
        await proxy.close();
      }
    }
    fixture.cleanup();
  });
});
