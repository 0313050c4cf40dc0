import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../http/error-handler.js';
import { shedLoad } from './load-shedding.js';
import { createLogger } from '../http/logger.js';

/** An app whose /api/game/slow answers only when released, behind a limit of two requests in flight. */
function appWithHeldRequests() {
  const releases: Array<() => void> = [];
  const app = express();
  app.use(shedLoad(2, (path) => path === '/api/game/health'));
  const held: express.RequestHandler = (_req, res) => {
    releases.push(() => res.json({ ok: true }));
  };
  app.get('/api/game/slow', held);
  app.get('/api/game/health', (_req, res) => res.json({ status: 'ok' }));
  app.post('/api/organizer/games/:game/open', (_req, res) => res.json({ open: true }));
  app.get('/api/game/organizer/live', (_req, res) => res.json({ live: true }));
  app.use(createErrorHandler(createLogger('load-shedding-test')));
  return { app, releases };
}

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('shedLoad', () => {
  it('refuses a request over the limit at once with 503 SERVICE_BUSY and Retry-After, and accepts again when one finishes', async () => {
    const { app, releases } = appWithHeldRequests();
    const server = app.listen(0);
    servers.push(server);
    const first = request(server)
      .get('/api/game/slow')
      .then((answer) => answer);
    const second = request(server)
      .get('/api/game/slow')
      .then((answer) => answer);
    await until(() => releases.length === 2);

    const shed = await request(server).get('/api/game/slow');
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.body).toMatchObject({ success: false, error: 'SERVICE_BUSY', message: '服务暂时繁忙，请稍后再试' });

    // Health checks and the organiser's routes (closing and opening a game) are never shed.
    expect((await request(server).get('/api/game/health')).status).toBe(200);
    expect((await request(server).post('/api/organizer/games/fanhua/open')).status).toBe(200);
    expect((await request(server).get('/api/game/organizer/live')).status).toBe(200);

    releases.shift()!();
    expect((await first).status).toBe(200);
    const third = request(server)
      .get('/api/game/slow')
      .then((answer) => answer);
    await until(() => releases.length === 2);
    for (const release of releases.splice(0)) release();
    expect((await second).status).toBe(200);
    expect((await third).status).toBe(200);
  });
});
