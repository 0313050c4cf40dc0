import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, requireAuth } from './auth-middleware.js';
import jwt from 'jsonwebtoken';
import { signToken, TOKEN_ALGORITHM, TOKEN_ISSUER } from './auth-token.js';
import { createErrorHandler } from '../http/error-handler.js';
import { createPhoneDirectory } from './phone-directory.js';
import { createTestKeys } from '../testing/test-keys.js';
import { pino } from 'pino';

const keys = createTestKeys();
const ACCOUNT = '0123456789abcdef01234567';
/** A stand-in svc-auth: answers /internal/<game>/me for any bearer and counts the lookups. */
let lookups = 0;
let authUp = true;
const fakeAuth: Server = createServer((req, res) => {
  lookups += 1;
  if (!authUp) return void res.writeHead(503).end();
  const ok = req.url === '/internal/pilotsh/me' && /^Bearer \S+$/.test(String(req.headers.authorization));
  res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(ok ? { id: ACCOUNT, name: '小明', role: 'user', phone: '13900001111' } : { error: 'UNAUTHORIZED' }));
});
let authUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeAuth.listen(0, '127.0.0.1', () => resolve()));
  authUrl = `http://127.0.0.1:${(fakeAuth.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeAuth.close(() => resolve())));

function gameService(directoryUrl: string | undefined) {
  const app = express();
  app.get('/api/pilotsh/me', requireAuth('pilotsh', keys.publicKey, { directory: createPhoneDirectory(directoryUrl) }), (req, res) => {
    res.json({ phone: currentUser(req).phone });
  });
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

const tokenWithoutPhone = signToken({ id: ACCOUNT, game: 'pilotsh', role: 'user', name: '小明' }, { privateKey: keys.privateKey, expiresInSeconds: 600 });

describe('the caller’s phone, now that tokens do not carry it', () => {
  it('comes from svc-auth once per account, then from memory', async () => {
    const app = gameService(authUrl);
    lookups = 0;
    for (let call = 0; call < 3; call += 1) {
      const answer = await request(app).get('/api/pilotsh/me').set('Authorization', `Bearer ${tokenWithoutPhone}`);
      expect(answer.body).toEqual({ phone: '13900001111' });
    }
    expect(lookups).toBe(1);
  });

  it('is asked once for the first requests of an account that come at once', async () => {
    const app = gameService(authUrl);
    lookups = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(app).get('/api/pilotsh/me').set('Authorization', `Bearer ${tokenWithoutPhone}`)),
    );
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 20 }, () => ({ phone: '13900001111' })));
    expect(lookups).toBe(1);
  });

  it('comes from svc-auth even for a token that carries a phone claim: no token claim is taken for it', async () => {
    lookups = 0;
    const claimingAPhone = jwt.sign({ role: 'user', name: '小明', phone: '13900002222', iatMs: Date.now() }, keys.privateKey, {
      algorithm: TOKEN_ALGORITHM,
      issuer: TOKEN_ISSUER,
      audience: 'pilotsh',
      subject: ACCOUNT,
      expiresIn: 600,
    });
    const answer = await request(gameService(authUrl)).get('/api/pilotsh/me').set('Authorization', `Bearer ${claimingAPhone}`);
    expect(answer.body).toEqual({ phone: '13900001111' });
    expect(lookups).toBe(1);
  });

  it('answers a Chinese 503 JSON while svc-auth cannot be asked', async () => {
    authUp = false;
    try {
      const answer = await request(gameService(authUrl)).get('/api/pilotsh/me').set('Authorization', `Bearer ${tokenWithoutPhone}`);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ error: 'AUTH_UNAVAILABLE', message: '账号服务暂时不可用，请稍后再试' });
      const unset = await request(gameService(undefined)).get('/api/pilotsh/me').set('Authorization', `Bearer ${tokenWithoutPhone}`);
      expect(unset.status).toBe(503);
    } finally {
      authUp = true;
    }
  });
});
