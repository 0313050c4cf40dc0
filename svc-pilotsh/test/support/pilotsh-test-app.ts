import type { Express } from 'express';
import request from 'supertest';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../../src/app.js';
import { readDemoPack } from '../../src/content/demo-pack.js';
import { importPack } from '../../src/content/import-pack.js';
import { findEventContent } from '../../src/content/event-content.js';
import { seedDemoRosterWhenEmpty } from '../../src/teams/demo-roster.js';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import '../../src/models.js';

export interface TestClock {
  now(): Date;
  advance(seconds: number): void;
}

export function createTestClock(start = new Date('2026-05-01T02:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (seconds) => (current += seconds * 1000) };
}

export interface PilotshTestApp {
  app: Express;
  clock: TestClock;
  /** The next step-draw rolls (0..99); 0 (→ 0 steps) when empty. */
  rolls: number[];
  token(phone: string, extra?: { role?: 'user' | 'admin'; name?: string }): string;
  get(path: string, phone: string, extra?: { role?: 'user' | 'admin' }): request.Test;
  post(path: string, phone: string, body: unknown, extra?: { role?: 'user' | 'admin' }): request.Test;
}

export const PLAYER1 = '13800000001'; // 演示一队 leader
export const PLAYER2 = '13800000002'; // 演示一队 member
export const PLAYER3 = '13800000003'; // 演示二队 leader
export const ADMIN = '13800000000';
export const LONER = '13900000009'; // in no team

export function createPilotshTestApp(): PilotshTestApp {
  const keys = createTestKeys();
  const clock = createTestClock();
  const rolls: number[] = [];
  const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), roll: () => rolls.shift() ?? 0 });
  const token = (phone: string, extra: { role?: 'user' | 'admin'; name?: string } = {}) =>
    tokenFor('pilotsh', keys.privateKey, { phone, role: extra.role ?? (phone === ADMIN ? 'admin' : 'user'), name: extra.name ?? `玩家${phone.slice(-1)}` });
  return {
    app,
    clock,
    rolls,
    token,
    get: (path, phone, extra) =>
      request(app)
        .get(path)
        .set('Authorization', `Bearer ${token(phone, extra)}`),
    post: (path, phone, body, extra) =>
      request(app)
        .post(path)
        .set('Authorization', `Bearer ${token(phone, extra)}`)
        .send(body as object),
  };
}

export async function importDemoPack(at = new Date('2026-05-01T01:00:00Z')): Promise<void> {
  const result = await importPack(await readDemoPack(), at);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const { startAreaSeq } = (await findEventContent())!.pack;
  await runTransaction((session) => seedDemoRosterWhenEmpty(startAreaSeq, at, session));
}

export const CHINESE = /[\u4e00-\u9fff]/;
