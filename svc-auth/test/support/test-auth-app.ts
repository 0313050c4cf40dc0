import type { Express } from 'express';
import request from 'supertest';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { buildApp, type AuthAppDeps } from '../../src/app.js';
import { createPasswordHasher, TEST_HASH_COST } from '../../src/passwords/password-hasher.js';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2026-07-12T01:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestAuthApp {
  app: Express;
  keys: { privateKey: string; publicKey: string };
  clock: TestClock;
}

/** svc-auth as in production, except a cheap (still argon2id) hash cost and a clock tests can move. */
export function createTestAuthApp(overrides: Partial<AuthAppDeps> = {}): TestAuthApp {
  const keys = createTestKeys();
  const clock = createTestClock();
  const app = buildApp({
    ...keys,
    passwordHasher: createPasswordHasher(TEST_HASH_COST),
    now: () => clock.now(),
    ...overrides,
  });
  return { app, keys, clock };
}

export const CHINESE = /[\u4e00-\u9fff]/;

export interface Registration {
  name: string;
  phone: string;
  password: string;
}

export function register(app: Express, game: string, body: Registration & Record<string, unknown>) {
  const path = game === 'fanhua' ? `/api/fanhua/players/` : `/api/${game}/players`;
  return request(app).post(path).send(body);
}

export function login(app: Express, game: string, identifier: string, password: string, address?: string) {
  const path = game === 'fanhua' ? `/api/fanhua/login/` : `/api/${game}/login`;
  const body = game === 'fanhua' ? { name: identifier, password } : { phone: identifier, password };
  const call = request(app).post(path);
  if (address) call.set('X-Forwarded-For', address);
  return call.send(body);
}
