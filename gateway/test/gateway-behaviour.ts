import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordRequestLimit, RequestRateLimitSettings } from '../src/route-manifest.js';
import type { StaticRoots, UpstreamAddresses } from '../src/gateway-layout.js';
import { BIG_SCRIPT, fakeServices, HASHED_MAIN, HASHED_REMOTE_CHUNK, createStaticFixture, upstreamsOf } from './fake-upstreams.js';

export interface GatewayUnderTest {
  url: string;
  stop(): Promise<void>;
  /** Whether it sends the builds' brotli copies (nginx only with ngx_brotli's static module). */
  servesBrotli?: boolean;
}

/** Starts one gateway implementation (nginx or the Node proxy) with polish120 turned off. */
export type StartGateway = (setup: {
  upstreams: UpstreamAddresses;
  staticRoots: StaticRoots;
  enabledGames: ('pilotsh' | 'polish120' | 'fanhua')[];
  mapTileSource?: string;
  passwordRequestLimit?: PasswordRequestLimit;
  callerWriteLimit?: RequestRateLimitSettings;
}) => Promise<GatewayUnderTest>;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export function call(base: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    if (init.body) {
      req.setHeader('Content-Type', 'application/json');
      req.write(init.body);
    }
    req.end();
  });
}

function json(answer: Answer): Record<string, unknown> {
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

/** The behaviour both gateways (nginx and the local Node proxy) must share: same routes, same answers, same headers. */
export function describeGatewayBehaviour(name: string, start: StartGateway): void {
  describe(name, () => {
    const services = fakeServices();
    const fixture = createStaticFixture();
    let gateway: GatewayUnderTest;
    let base = '';

    beforeAll(async () => {
      for (const service of Object.values(services)) await service.start();
      gateway = await start({
        upstreams: upstreamsOf(services),
        staticRoots: fixture.roots,
        enabledGames: ['pilotsh', 'fanhua'],
      });
      base = gateway.url;
    });

    afterAll(async () => {
      await gateway?.stop();
      for (const service of Object.values(services)) await service.stop();
      fixture.cleanup();
    });

    beforeEach(() => {
      for (const service of Object.values(services)) service.healthStatus = 200;
    });

    describe('static builds', () => {
      it('serves the shell at / without caching the HTML', async () => {
        const answer = await call(base, '/');
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('壳应用');
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['cache-control']).toBe('no-cache');
      });

      it("answers a client-side route with the shell's index.html", async () => {
        const answer = await call(base, '/pilotsh/login');
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('壳应用');
        expect(answer.headers['cache-control']).toBe('no-cache');
      });

      it("names the page's first files in a Link header: the configuration, and on a game's page that game's manifest and entry", async () => {
        const links = async (path: string) => (await call(base, path)).headers.link;
        const appConfig = '</app-config.json>; rel=preload; as=fetch; crossorigin';
        expect(await links('/')).toBe(appConfig);
        expect(await links('/organizer')).toBe(appConfig);
        expect(await links('/pilotsh/tasks?from=home')).toBe(
          `${appConfig}, </remotes/pilotsh/mf-manifest.json>; rel=preload; as=fetch; crossorigin, </remotes/pilotsh/remoteEntry.js>; rel=preload; as=script`,
        );
        expect(await links('/fanhua')).toContain('</remotes/fanhua/mf-manifest.json>');
        // a path that only starts like a game, and a game that is off, preload no game
        expect(await links('/fanhuax/area')).toBe(appConfig);
        expect(await links('/polish120/tasks')).not.toContain('/remotes/');
        // files are not pages
        expect((await call(base, '/remotes/pilotsh/remoteEntry.js')).headers.link).toBeUndefined();
        expect((await call(base, '/app-config.json')).headers.link).toBeUndefined();
      });

      it('answers a missing chunk with 404, never with index.html', async () => {
        const answer = await call(base, '/static/js/main.ffffffffffffffff.js');
        expect(answer.status).toBe(404);
        expect(answer.text).not.toContain('壳应用');
        expect(answer.headers['cache-control'] ?? '').not.toContain('immutable');
      });

      it('caches hashed assets for a year and compresses them', async () => {
        const answer = await call(base, `/${HASHED_MAIN}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(gunzipSync(answer.body).toString('utf8')).toBe(BIG_SCRIPT);
        expect(answer.body.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT) / 4);
      });

      it("sends the build's brotli copy to a browser that accepts brotli (gzip where the gateway cannot)", async () => {
        const answer = await call(base, `/${HASHED_MAIN}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
        if (gateway.servesBrotli) {
          expect(answer.headers['content-encoding']).toBe('br');
          expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(BIG_SCRIPT);
        } else {
          expect(answer.headers['content-encoding']).toBe('gzip');
          expect(gunzipSync(answer.body).toString('utf8')).toBe(BIG_SCRIPT);
        }
      });

      it('sends the plain file to a client that does not accept gzip', async () => {
        const answer = await call(base, `/${HASHED_MAIN}`);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.text).toBe(BIG_SCRIPT);
      });

      it('answers a revalidation with 304 when the file did not change', async () => {
        const first = await call(base, '/remotes/pilotsh/remoteEntry.js');
        const etag = String(first.headers.etag);
        const second = await call(base, '/remotes/pilotsh/remoteEntry.js', { headers: { 'If-None-Match': etag } });
        expect(second.status).toBe(304);
      });

      it("serves each remote's manifest and entry without caching, and its hashed chunks for a year", async () => {
        const manifest = await call(base, '/remotes/fanhua/mf-manifest.json', { headers: { 'Accept-Encoding': 'gzip' } });
        expect(manifest.status).toBe(200);
        expect(manifest.headers['cache-control']).toBe('no-cache');
        expect(manifest.headers['content-encoding']).toBe('gzip');
        const entry = await call(base, '/remotes/pilotsh/remoteEntry.js');
        expect(entry.headers['cache-control']).toBe('no-cache');
        const chunk = await call(base, `/remotes/polish120/${HASHED_REMOTE_CHUNK}`);
        expect(chunk.status).toBe(200);
        expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      });

      it("answers a missing remote file with 404 and never the shell's page", async () => {
        const answer = await call(base, '/remotes/pilotsh/does-not-exist');
        expect(answer.status).toBe(404);
        expect(answer.text).not.toContain('壳应用');
      });

      it('serves /app-config.json and forbids storing it', async () => {
        const answer = await call(base, '/app-config.json');
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text)).toEqual({ games: ['pilotsh', 'fanhua'] });
        expect(answer.headers['cache-control']).toBe('no-store');
      });

      it('never serves a file outside the build folder', async () => {
        for (const path of ['/remotes/pilotsh/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd', '/..%2f..%2f..%2f..%2fetc/passwd']) {
          const answer = await call(base, path);
          expect(answer.text).not.toContain('root:x:0');
        }
      });
    });

    describe('API routing', () => {
      it("forwards a game's API path unchanged to its service with request id and client address", async () => {
        const answer = await call(base, '/api/pilotsh/team/progress?x=1', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
        expect(answer.status).toBe(200);
        expect(json(answer)).toMatchObject({ service: 'svc-pilotsh', url: '/api/pilotsh/team/progress?x=1' });
        const seen = services['svc-pilotsh'].last();
        expect(seen?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
        // A client cannot choose the address the services see (per-address login limits).
        expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
      });

      it("sends a game's login and registration to svc-auth with the body", async () => {
        const login = await call(base, '/api/pilotsh/login', { method: 'POST', body: '{"phone":"13800000001"}' });
        expect(json(login)).toMatchObject({ service: 'svc-auth', url: '/api/pilotsh/login', method: 'POST' });
        expect(services['svc-auth'].last()?.body).toBe('{"phone":"13800000001"}');
        const register = await call(base, '/api/fanhua/players/', { method: 'POST', body: '{}' });
        expect(json(register)).toMatchObject({ service: 'svc-auth', url: '/api/fanhua/players/' });
        const isAdmin = await call(base, '/api/fanhua/players/is_admin');
        expect(json(isAdmin)).toMatchObject({ service: 'svc-auth' });
      });

      it("sends the organiser console's platform calls to svc-auth, whichever games are open", async () => {
        const login = await call(base, '/api/organizer/login', { method: 'POST', body: '{"phone":"13900000000"}' });
        expect(json(login)).toMatchObject({ service: 'svc-auth', url: '/api/organizer/login', method: 'POST' });
        const state = await call(base, '/api/organizer/games/state');
        expect(json(state)).toMatchObject({ service: 'svc-auth', url: '/api/organizer/games/state' });
      });

      it("passes svc-auth's own refusal (wrong password) through untouched", async () => {
        const answer = await call(base, '/api/pilotsh/login', { method: 'POST', body: '{"password":"wrong"}' });
        expect(answer.status).toBe(401);
        expect(json(answer)).toMatchObject({ error: 'BAD_CREDENTIALS', message: '手机号或密码错误' });
      });

      it("passes a service's own 500 through instead of calling the game offline", async () => {
        const answer = await call(base, '/api/fanhua/boom');
        expect(answer.status).toBe(500);
        expect(json(answer)).toMatchObject({ message: '服务自己的错误' });
      });

      it('answers an unknown /api path with a JSON 404', async () => {
        for (const path of ['/api/nothing/here', '/api/pilotsh', '/api/']) {
          const answer = await call(base, path);
          expect(answer.status).toBe(404);
          expect(json(answer)).toEqual({ success: false, error: 'NOT_FOUND', message: '接口不存在' });
        }
      });

      it('refuses a body over the limit with a JSON 413 before it reaches the service', async () => {
        const before = services['svc-pilotsh'].seen.length;
        const answer = await call(base, '/api/pilotsh/upload', { method: 'POST', body: JSON.stringify({ blob: 'x'.repeat(3 * 1024 * 1024) }) });
        expect(answer.status).toBe(413);
        expect(json(answer)).toMatchObject({ error: 'BODY_TOO_LARGE', message: '请求内容过大' });
        expect(services['svc-pilotsh'].seen.length).toBe(before);
      });

      it('streams server-sent events without buffering (the radio feed, live and in the studio preview)', async () => {
        for (const path of ['/api/fanhua/msg/stream', '/api/fanhua/studio-preview/msg/stream']) {
          const first = await new Promise<string>((resolve, reject) => {
            const req = request(`${base}${path}`, (res) => {
              expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
              res.setEncoding('utf8');
              res.once('data', (chunk: string) => {
                resolve(chunk);
                req.destroy();
              });
            });
            req.on('error', reject);
            req.end();
          });
          expect(first, path).toContain('data: {"first":true}');
        }
      });

      it('keeps answering the game while more streams are open than a connection pool holds', async () => {
        // An event's radio listeners hold their streams for hours: they must not use up the
        // connections every other request to the same service needs (the Node proxy's pool has 64).
        const open: ReturnType<typeof request>[] = [];
        try {
          await Promise.all(
            Array.from(
              { length: 100 },
              () =>
                new Promise<void>((resolve, reject) => {
                  const req = request(`${base}/api/fanhua/msg/stream`, (res) => {
                    res.once('data', () => resolve());
                  });
                  req.on('error', reject);
                  req.end();
                  open.push(req);
                }),
            ),
          );
          const answer = await call(base, '/api/fanhua/trade/assets');
          expect(answer.status).toBe(200);
          expect(json(answer)).toMatchObject({ service: 'svc-fanhua' });
        } finally {
          for (const req of open) req.destroy();
        }
      });
    });

    describe('a game that is off or down', () => {
      it('answers every path of a game left out of GAMES with GAME_OFFLINE, login included', async () => {
        for (const [method, path] of [
          ['GET', '/api/polish120/tasks'],
          ['POST', '/api/polish120/login'],
          ['POST', '/api/polish120/players'],
        ] as const) {
          const answer = await call(base, path, { method, body: method === 'POST' ? '{}' : undefined });
          expect(answer.status).toBe(503);
          expect(json(answer)).toMatchObject({ error: 'GAME_OFFLINE', game: 'polish120' });
          expect(String(json(answer).message)).toMatch(/暂未开放/);
        }
        expect(services['svc-polish120'].seen).toHaveLength(0);
        expect(services['svc-auth'].seen.some((seen) => seen.url.startsWith('/api/polish120'))).toBe(false);
      });

      it("answers a game's login SERVICE_BUSY while its own service is unhealthy, and lets it through again after", async () => {
        services['svc-pilotsh'].healthStatus = 503;
        const closed = await call(base, '/api/pilotsh/login', { method: 'POST', body: '{}' });
        expect(closed.status).toBe(503);
        expect(closed.headers['retry-after']).toBe('3');
        expect(json(closed)).toMatchObject({ error: 'SERVICE_BUSY', game: 'pilotsh', message: '服务暂时繁忙，请稍后再试' });
        const otherGame = await call(base, '/api/fanhua/login', { method: 'POST', body: '{}' });
        expect(json(otherGame)).toMatchObject({ service: 'svc-auth' });
        services['svc-pilotsh'].healthStatus = 200;
        const open = await call(base, '/api/pilotsh/login', { method: 'POST', body: '{}' });
        expect(json(open)).toMatchObject({ service: 'svc-auth' });
      });

      it('answers SERVICE_BUSY with Retry-After, never GAME_OFFLINE, for the whole game while its service is stopped, and recovers when it returns', async () => {
        const fanhua = services['svc-fanhua'];
        const port = fanhua.port;
        await fanhua.stop();
        try {
          for (const [method, path] of [
            ['GET', '/api/fanhua/team/info'],
            ['POST', '/api/fanhua/login/'],
          ] as const) {
            const answer = await call(base, path, { method, body: method === 'POST' ? '{}' : undefined });
            expect(answer.status).toBe(503);
            expect(answer.headers['retry-after']).toBe('3');
            expect(json(answer)).toMatchObject({ error: 'SERVICE_BUSY', game: 'fanhua', message: '服务暂时繁忙，请稍后再试' });
          }
          const pilotsh = await call(base, '/api/pilotsh/login', { method: 'POST', body: '{}' });
          expect(pilotsh.status).toBe(200);
        } finally {
          await fanhua.start(port);
        }
        const back = await call(base, '/api/fanhua/team/info');
        expect(json(back)).toMatchObject({ service: 'svc-fanhua' });
      });
    });
  });
}
