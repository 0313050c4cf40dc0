import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../http/error-handler.js';
import { previewForwarder, previewTargetPath } from './preview-forwarder.js';
import { firstStreamChunk } from '../../testing/first-stream-chunk.js';
import { PREVIEW_SECRET_HEADER, PreviewInstance, type PreviewStarter, type RunningPreview } from './preview-instance.js';

/** What the stand-in preview instance saw of a forwarded request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyLength: number;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A stand-in instance: echoes what it saw; `/api/fanhua/msg/stream` sends one event and stays open. */
async function echoInstance(): Promise<RunningPreview & { server: Server }> {
  const server = createServer((req, res) => {
    let bodyLength = 0;
    req.on('data', (chunk: Buffer) => (bodyLength += chunk.length));
    req.on('end', () => {
      if (req.url === '/api/fanhua/msg/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"first":true}\n\n');
        return;
      }
      const seen: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyLength };
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-from-instance': 'yes',
        'x-private': 'this connection only',
        connection: 'keep-alive, x-private',
      });
      res.end(JSON.stringify(seen));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ended = new Promise<void>((resolve) => server.once('close', resolve));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secret: 'the-secret',
    ended,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function forwardingApp(start: PreviewStarter) {
  const instance = new PreviewInstance('fanhua', start);
  const app = express();
  app.use(previewForwarder(instance));
  app.use((_req, res) => res.status(404).json({ reachedLive: true }));
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return { app, instance };
}

describe('the preview forwarder', () => {
  it('passes method, path below /api/<game>/, query, body and end-to-end headers; drops hop-by-hop headers and the internal secret; appends the caller to X-Forwarded-For', async () => {
    const { app } = forwardingApp(() => echoInstance());
    const big = JSON.stringify({ blob: 'x'.repeat(200_000) });
    const answer = await request(app)
      .post('/api/fanhua/studio-preview/team/create?x=1')
      .set('Authorization', 'Bearer preview-token')
      .set('Idempotency-Key', 'key-1')
      .set('X-Forwarded-For', '10.1.2.3')
      .set(PREVIEW_SECRET_HEADER, 'guessed')
      .set('Connection', 'keep-alive, x-hop')
      .set('X-Hop', 'only this connection')
      .set('Content-Type', 'application/json')
      .send(big);
    expect(answer.status).toBe(201);
    const seen = answer.body as Seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/fanhua/team/create?x=1', bodyLength: Buffer.byteLength(big) });
    expect(seen.headers).toMatchObject({ authorization: 'Bearer preview-token', 'idempotency-key': 'key-1', 'content-type': 'application/json' });
    expect(seen.headers[PREVIEW_SECRET_HEADER]).toBeUndefined();
    expect(seen.headers['x-hop']).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toMatch(/^10\.1\.2\.3, (::ffff:)?127\.0\.0\.1$/);
    expect(answer.headers['x-from-instance']).toBe('yes');
    expect(answer.headers['x-private']).toBeUndefined();
  });

  it('streams: the first server-sent event arrives while the stream stays open', async () => {
    const { app } = forwardingApp(() => echoInstance());
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const first = await firstStreamChunk(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/fanhua/studio-preview/msg/stream`);
    expect(first.contentType).toBe('text/event-stream');
    expect(first.chunk).toBe('data: {"first":true}\n\n');
  });

  it('never names a path outside /api/<game>/ and leaves other paths to the live routes', async () => {
    for (const url of [
      '/api/fanhua/studio-preview/../../internal/preview/reset',
      '/api/fanhua/studio-preview/%2e%2e/%2E%2E/internal/preview/reset',
      '/api/fanhua/studio-preview/a\\..\\b',
    ]) {
      expect(previewTargetPath('fanhua', url), url).toBeNull();
    }
    expect(previewTargetPath('fanhua', '/api/fanhua/studio-preview/area/map?v=2')).toBe('/api/fanhua/area/map?v=2');
    const { app } = forwardingApp(() => echoInstance());
    const sneaked = await request(app).get('/api/fanhua/studio-preview/../../internal/preview/reset');
    expect(sneaked.status).toBe(400);
    expect((await request(app).get('/api/fanhua/team/status')).body).toEqual({ reachedLive: true });
    expect((await request(app).get('/api/pilotsh/studio-preview/team/status')).body).toEqual({ reachedLive: true });
  });

  it('answers a Chinese 503 when the instance cannot start, and tries again on the next request', async () => {
    let starts = 0;
    const { app } = forwardingApp(() => {
      starts += 1;
      return starts === 1 ? Promise.reject(new Error('no entry')) : echoInstance();
    });
    const refused = await request(app).get('/api/fanhua/studio-preview/team/status');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, error: 'PREVIEW_UNAVAILABLE', message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect((await request(app).get('/api/fanhua/studio-preview/team/status')).status).toBe(201);
    expect(starts).toBe(2);
  });

  it('starts the instance once for many requests, again after it ended, and not after the service stopped it', async () => {
    let starts = 0;
    let latest: (RunningPreview & { server: Server }) | null = null;
    const { app, instance } = forwardingApp(async () => {
      starts += 1;
      latest = await echoInstance();
      return latest;
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(app).get('/api/fanhua/studio-preview/team/status')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(starts).toBe(1);
    // A crash: the instance's server goes away.
    const crashed = latest!;
    crashed.server.closeAllConnections();
    crashed.server.close();
    await crashed.ended;
    expect((await request(app).get('/api/fanhua/studio-preview/team/status')).status).toBe(201);
    expect(starts).toBe(2);
    await instance.stop();
    expect((await request(app).get('/api/fanhua/studio-preview/team/status')).status).toBe(503);
    expect(starts).toBe(2);
  });
});
