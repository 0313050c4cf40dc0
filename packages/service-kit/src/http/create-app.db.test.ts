import { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './create-app.js';
import { useTestDatabase } from '../testing/test-database.js';

// Every service app answers 503 until its database is up, so these app tests run on one.
useTestDatabase('create_app');

function appAnsweringThings() {
  const routes = Router();
  routes.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  return createServiceApp({ service: 'svc-test', healthPaths: [], logger: pino({ level: 'silent' }), routes });
}

describe('the headers of every service answer', () => {
  it("carry helmet's security headers and no-store, no HSTS, and no ETag that a no-store answer never uses", async () => {
    const answer = await request(appAnsweringThings()).get('/things/1');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-powered-by']).toBeUndefined();
    // HSTS is the HTTPS gateway's to send, never a service's (it cannot tell LAN mode or plain HTTP).
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
  });
});
