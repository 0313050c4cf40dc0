import { connect } from 'node:net';
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gatewayAroundTests } from './gateway-around-tests.js';
import type { StartGateway } from './gateway-behaviour.js';

const TILE_SOURCE = 'https://*.tiles.example.cn';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends bytes exactly as given (Node's client refuses to send most malformed requests). */
function raw(base: string, text: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const whole = Buffer.concat(chunks).toString('utf8');
      const split = whole.indexOf('\r\n\r\n');
      const head = whole.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: whole.slice(split + 4) });
    });
    socket.write(text);
  });
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectJsonError(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.head).toMatch(/\r\nContent-Type: application\/json/i);
  const body = JSON.parse(answer.body) as { error: string; message: string };
  expect(body.error).toMatch(/^[A-Z_]+$/);
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
}

/** Browser security headers, the API never in HTML, no-store, refused encodings. */
export function describeEdgeBehaviour(name: string, start: StartGateway): void {
  describe(`${name}: public edge`, () => {
    const { services, url } = gatewayAroundTests(start, { mapTileSource: TILE_SOURCE });

    it('sends the CSP and the other browser security headers with every page', async () => {
      for (const path of ['/', '/fanhua/area', '/app-config.json']) {
        const answer = await get(url(), path);
        expect(answer.status).toBe(200);
        const csp = String(answer.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain("style-src 'self';");
        expect(csp).toContain(`img-src 'self' data: blob: ${TILE_SOURCE};`);
        expect(csp).toContain(`connect-src 'self' ${TILE_SOURCE};`);
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).not.toContain('unsafe-inline');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['permissions-policy']).toContain('geolocation=(self)');
        expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
        // HSTS only over HTTPS.
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('marks every API answer no-store, and compresses API JSON for clients that accept gzip', async () => {
      const query = `q=${'城市'.repeat(200)}`;
      const answer = await get(url(), `/api/fanhua/team/info?${encodeURI(query)}`, { 'Accept-Encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toMatchObject({ service: 'svc-fanhua' });
      const notFound = await get(url(), '/api/nothing');
      expect(notFound.headers['cache-control']).toBe('no-store');
    });

    it("keeps only a service's revalidate-every-time policy (ETag polls get 304s), anything else becomes no-store", async () => {
      const revalidated = await get(url(), `/api/fanhua/area/getAll?cache-control=${encodeURIComponent('private, no-cache')}`);
      expect(revalidated.headers['cache-control']).toBe('private, no-cache');
      expect(revalidated.headers.etag).toBe('W/"v1"');
      for (const foreign of ['public, max-age=600', 'no-cache', 'public, max-age=31536000, immutable']) {
        const answer = await get(url(), `/api/fanhua/area/getAll?cache-control=${encodeURIComponent(foreign)}`);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    });

    it("keeps a stored picture's immutable policy under /api/<game>/media/ only, and nothing else there", async () => {
      const picture = `/api/pilotsh/media/${'a'.repeat(64)}.png`;
      const immutable = await get(url(), `${picture}?cache-control=${encodeURIComponent('public, max-age=31536000, immutable')}`);
      expect(immutable.status).toBe(200);
      expect(JSON.parse(immutable.body.toString('utf8'))).toMatchObject({ service: 'svc-pilotsh' });
      expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const other of ['private, no-cache', 'public, max-age=600']) {
        const answer = await get(url(), `${picture}?cache-control=${encodeURIComponent(other)}`);
        expect(answer.headers['cache-control'], other).toBe('no-store');
      }
      expect((await get(url(), picture)).headers['cache-control']).toBe('no-store');
    });

    it('answers a NUL or a broken percent-escape in an API path with JSON 400', async () => {
      for (const path of ['/api/pilotsh/tasks/%00', '/api/pilotsh/tasks/%zz', '/api/fanhua/team/%']) {
        expectJsonError(await raw(url(), `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 400);
      }
    });

    it('answers an API path with encoded dot segments (..%2F) in JSON, never with the SPA page', async () => {
      for (const path of ['/api/pilotsh/pz/..%2F..%2F..%2Fetc%2Fpasswd', '/api/fanhua/..%2F..%2Findex.html']) {
        const answer = await raw(url(), `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        // nginx resolves the dot segments and finds the path outside /api/ (JSON 404); the Node proxy forwards
        // the raw path to the game's service, which answers for itself. Neither serves a page.
        expect(answer.head).toMatch(/\r\nContent-Type: application\/json/i);
        expect(answer.body).not.toContain('<html');
      }
    });

    it('answers an over-long URI with JSON 414 and oversized headers with JSON 431', async () => {
      expectJsonError(await raw(url(), `GET /api/pilotsh/${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 414);
      expectJsonError(await raw(url(), `GET /api/pilotsh/tasks HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`), 431);
    });

    it.each([
      ['declared with Content-Length', true],
      ['sent chunked, without a length', false],
    ])('answers a body far over the limit, %s, with JSON 413 that the client reads (no EPIPE)', async (_how, declared) => {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const size = 8 * 1024 * 1024;
        const req = request(`${url()}/api/pilotsh/tasks/complete`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': String(size) } : {}) },
        });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < size) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'BODY_TOO_LARGE', message: '请求内容过大' });
    });

    it('answers TRACE with JSON 405', async () => {
      expectJsonError(await raw(url(), 'TRACE /api/pilotsh/tasks HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 405);
    });

    it('refuses a compressed or unknown Content-Encoding with JSON 415 before it reaches the service', async () => {
      const before = services['svc-auth'].seen.length;
      const body = gzipSync(Buffer.from('{"phone":"13800000001","password":"x"}'));
      for (const encoding of ['gzip', 'br', 'x-made-up']) {
        const answer = await get(url(), '/api/pilotsh/login', { 'Content-Type': 'application/json', 'Content-Encoding': encoding }, 'POST', body);
        expect(answer.status).toBe(415);
        expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ error: 'UNSUPPORTED_ENCODING' });
      }
      expect(services['svc-auth'].seen.length).toBe(before);
    });
  });
}
