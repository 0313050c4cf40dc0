import { Router } from 'express';
import mongoose from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../http/create-app.js';
import { useTestDatabase } from '../testing/test-database.js';

useTestDatabase('command_count');

/** A service whose one route makes `reads` round trips to the database. */
function appReading(reads: number) {
  const routes = Router();
  routes.get('/reads', async (_req, res) => {
    for (let n = 0; n < reads; n += 1) await mongoose.connection.collection('things').findOne({ n });
    res.json({ ok: true });
  });
  return createServiceApp({ service: 'svc-test', healthPaths: [], logger: pino({ level: 'silent' }), routes });
}

async function commandsSoFar(app: ReturnType<typeof appReading>): Promise<number> {
  const metrics = await request(app).get('/metrics');
  const line = /^mongodb_commands_total\{[^}]*\} (\d+)$/m.exec(metrics.text);
  if (!line) throw new Error(`no mongodb_commands_total in:\n${metrics.text.slice(0, 500)}`);
  return Number(line[1]);
}

describe('the metrics count the database round trips', () => {
  it('count each command the process sends, so a bench can divide them by its requests', async () => {
    const app = appReading(3);
    const before = await commandsSoFar(app);
    expect((await request(app).get('/reads')).status).toBe(200);
    expect((await request(app).get('/reads')).status).toBe(200);
    expect((await commandsSoFar(app)) - before).toBe(6);
  });
});
