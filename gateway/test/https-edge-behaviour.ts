import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticRoots, UpstreamAddresses } from '../src/gateway-layout.js';
import { createSelfSignedCertificate } from '../src/lan-certificate.js';
import { HSTS_VALUE } from '../src/security-headers.js';
import { fakeServices, createStaticFixture, upstreamsOf } from './fake-upstreams.js';
import type { GatewayUnderTest } from './gateway-behaviour.js';

/** Starts one gateway implementation over TLS with this certificate; `hsts: false` is the LAN mode. */
export type StartHttpsGateway = (setup: {
  upstreams: UpstreamAddresses;
  staticRoots: StaticRoots;
  certificate: string;
  key: string;
  hsts: boolean;
}) => Promise<GatewayUnderTest & { port: number }>;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function call(url: string, ca: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const done = (res: import('node:http').IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    };
    const req = ca === null ? httpRequest(url, { agent: false }, done) : httpsRequest(url, { ca, agent: false }, done);
    req.on('error', reject);
    req.end();
  });
}

/**
 * What an HTTPS gateway (nginx, the Node proxy) does at its edge: HSTS from the gateway alone (a
 * service's own dropped), never in the LAN mode; plain HTTP on the HTTPS port redirected to HTTPS.
 */
export function describeHttpsEdgeBehaviour(name: string, start: StartHttpsGateway): void {
  describe(`${name} over HTTPS`, () => {
    // A service that still sends HSTS of its own (an older service-kit): the gateway must not pass it on.
    const services = fakeServices((service) => (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' });
      res.end(JSON.stringify({ service }));
    });
    const fixture = createStaticFixture();
    let certificate = '';
    let key = '';

    beforeAll(async () => {
      for (const service of Object.values(services)) await service.start();
      ({ certificate, key } = await createSelfSignedCertificate(['localhost', '127.0.0.1']));
    });
    afterAll(async () => {
      for (const service of Object.values(services)) await service.stop();
      fixture.cleanup();
    });

    for (const hsts of [true, false]) {
      it(`${hsts ? 'production' : 'LAN mode'}: HSTS ${hsts ? 'once, from the gateway' : 'never'}, on pages and API answers alike`, async () => {
        const gateway = await start({ upstreams: upstreamsOf(services), staticRoots: fixture.roots, certificate, key, hsts });
        try {
          for (const path of ['/', '/fanhua/area', '/api/fanhua/team/info']) {
            const answer = await call(`https://127.0.0.1:${gateway.port}${path}`, certificate);
            expect(answer.status, path).toBe(200);
            expect(answer.headers['strict-transport-security'], path).toBe(hsts ? HSTS_VALUE : undefined);
          }
        } finally {
          await gateway.stop();
        }
      });
    }

    it('answers plain HTTP on the HTTPS port with a redirect to the same address over HTTPS', async () => {
      const gateway = await start({ upstreams: upstreamsOf(services), staticRoots: fixture.roots, certificate, key, hsts: false });
      try {
        for (const path of ['/fanhua/area?x=1', '/api/fanhua/team/info']) {
          const answer = await call(`http://127.0.0.1:${gateway.port}${path}`, null);
          expect(answer.status, path).toBe(301);
          expect(answer.headers.location).toBe(`https://127.0.0.1:${gateway.port}${path}`);
          expect(answer.text).not.toContain('The plain HTTP request was sent to HTTPS port');
        }
        // The HTTPS side still works on the same port after the plain visitors.
        expect((await call(`https://127.0.0.1:${gateway.port}/`, certificate)).status).toBe(200);
      } finally {
        await gateway.stop();
      }
    });
  });
}
