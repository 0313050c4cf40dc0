import { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './create-app.js';
import { useTestDatabase } from '../testing/test-database.js';
import { trustProxyFromEnv } from './trust-proxy.js';

// Every service app answers 503 until its database is up, so these app tests run on one.
useTestDatabase('trust_proxy');

function appSeeingAddresses(trustProxy?: string) {
  const routes = Router();
  routes.get('/whoami', (req, res) => {
    res.json({ ip: req.ip });
  });
  routes.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  routes.post('/echo', (req, res) => {
    res.json({ body: req.body as unknown });
  });
  return createServiceApp({ service: 'svc-test', healthPaths: [], logger: pino({ level: 'silent' }), routes, ...(trustProxy ? { trustProxy } : {}) });
}

describe('X-Forwarded-For is believed only from the gateway', () => {
  it('by default from loopback: the local gateway, the only process that reaches a service on 127.0.0.1', async () => {
    const answer = await request(appSeeingAddresses()).get('/whoami').set('X-Forwarded-For', '203.0.113.7');
    expect(answer.body.ip).toBe('203.0.113.7');
  });

  it('from anywhere else the header is ignored, so a made-up address cannot reset a per-address limit', async () => {
    const app = appSeeingAddresses(trustProxyFromEnv('10.9.8.7'));
    for (const forged of ['203.0.113.7', '198.51.100.1']) {
      const answer = await request(app).get('/whoami').set('X-Forwarded-For', forged);
      expect(answer.body.ip).toMatch(/127\.0\.0\.1$/);
    }
  });

  it('reads TRUST_PROXY strictly: names and addresses only', () => {
    expect(trustProxyFromEnv(undefined)).toBe('loopback');
    expect(trustProxyFromEnv(' uniquelocal , 10.0.0.0/8 ')).toBe('uniquelocal, 10.0.0.0/8');
    expect(() => trustProxyFromEnv('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyFromEnv('everyone')).toThrow(/TRUST_PROXY/);
  });
});

describe('request bodies', () => {
  it('refuses a compressed or corrupt Content-Encoding with a Chinese 415, never a 500', async () => {
    const app = appSeeingAddresses();
    for (const [encoding, body] of [
      ['gzip', gzipSync('{"a":1}')],
      ['gzip', Buffer.from('not gzip at all')],
      ['br', Buffer.from('x')],
      ['x-unknown', Buffer.from('{}')],
    ] as const) {
      const answer = await request(app).post('/echo').set('Content-Type', 'application/json').set('Content-Encoding', encoding).send(body);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ error: 'UNSUPPORTED_ENCODING', message: '不支持的请求编码' });
    }
  });
});

describe('path parameters', () => {
  it('answers a parameter that is not valid UTF-8 once decoded with a Chinese 400, not a 500', async () => {
    const answer = await request(appSeeingAddresses()).get('/things/%E4%B8%80%FF');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: '请求格式不正确' });
  });
});
