import express from 'express';
import mongoose, { Schema } from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../http/create-app.js';
import { DB_UNAVAILABLE_MESSAGE } from './database-availability.js';
import { startJongodb, type EmbeddedMongo } from './embedded-mongo.js';
import { conflict, isDuplicateKeyError } from '../http/errors.js';
import { connectMongo, disconnectMongo } from './mongo-connection.js';

// Its own jongodb (not the run's shared database): the test kills it and starts it again on the same port.
const Badge = mongoose.model(
  'OutageBadge',
  new Schema({ holder: { type: String, required: true, unique: true } }, { collection: 'outage_badges', versionKey: false }),
);

const logger = pino({ level: 'silent' });
const routes = express.Router();
routes.post('/api/outage/badges', async (req, res, next) => {
  try {
    const badge = await Badge.create({ holder: String(req.body.holder) });
    res.status(201).json({ success: true, id: String(badge._id) });
  } catch (error) {
    next(isDuplicateKeyError(error) ? conflict('这个人已经有徽章了', 'DUPLICATE') : error);
  }
});
routes.get('/api/outage/badges', async (_req, res, next) => {
  try {
    res.json({ success: true, count: await Badge.countDocuments() });
  } catch (error) {
    next(error);
  }
});
const app = createServiceApp({ service: 'svc-outage', healthPaths: ['/api/outage/health'], logger, routes });

let database: EmbeddedMongo & { port: number; pid: number };
beforeAll(async () => {
  database = await startJongodb();
  await connectMongo(database.uri, 'outage_test', logger);
  await Badge.createCollection().catch(() => undefined);
}, 60_000);
afterAll(async () => {
  await disconnectMongo();
  await database.stop();
});

/** Polls until the service reports healthy again (bounded; the assertion is on the state, not the time). */
async function untilHealthy(deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if ((await request(app).get('/api/outage/health')).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('a database outage', () => {
  it('is answered 503 DB_UNAVAILABLE within 2 s, reported by health, and recovered from with every unique index rebuilt', async () => {
    expect((await request(app).post('/api/outage/badges').send({ holder: 'before' })).status).toBe(201);

    await new Promise<void>((resolve) => {
      database.onUnexpectedExit(() => resolve());
      process.kill(database.pid, 'SIGKILL');
    });

    for (const call of [() => request(app).get('/api/outage/badges'), () => request(app).post('/api/outage/badges').send({ holder: 'during' })]) {
      const started = Date.now();
      const response = await call();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ error: 'DB_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE });
      expect(response.headers['retry-after']).toBe('3');
    }
    const health = await request(app).get('/api/outage/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });

    // The database comes back empty (an in-memory server restarted) on the same port.
    database = await startJongodb(database.port);
    expect(await untilHealthy(15_000)).toBe(true);
    const racers = await Promise.all(Array.from({ length: 8 }, () => request(app).post('/api/outage/badges').send({ holder: 'same' })));
    expect(racers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await request(app).get('/api/outage/badges')).body.count).toBe(1);
  }, 60_000);
});
