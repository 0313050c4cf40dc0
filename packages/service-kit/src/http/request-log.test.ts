import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log.js';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, sink), (url) => url.endsWith('/health')));
  app.get('/api/x/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/api/x/health', (_req, res) => void res.status(500).json({}));
  app.get('/api/x/missing', (_req, res) => void res.status(404).json({}));
  app.get('/api/x/broken', (_req, res) => void res.status(500).json({}));
  return { app, lines };
}

describe('request log', () => {
  it('at info writes failed requests only, in the shape the local run prints', async () => {
    const { app, lines } = appLogging('info');
    await supertest(app).get('/api/x/ok').set('X-Request-Id', 'r-1');
    await supertest(app).get('/api/x/missing?q=1').set('X-Request-Id', 'r-2');
    await supertest(app).get('/api/x/broken');
    await supertest(app).get('/api/x/health');
    expect(lines.map((line) => [line.level, line.msg, (line.req as { url: string }).url, (line.res as { statusCode: number }).statusCode])).toEqual([
      [30, 'request completed', '/api/x/missing?q=1', 404],
      [50, 'request completed', '/api/x/broken', 500],
    ]);
    expect(lines[0]).toMatchObject({ req: { id: 'r-2', method: 'GET' } });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('at debug writes every request but the skipped ones', async () => {
    const { app, lines } = appLogging('debug');
    await supertest(app).get('/api/x/ok');
    await supertest(app).get('/api/x/health');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, req: { url: '/api/x/ok' }, res: { statusCode: 200 } });
  });
});
