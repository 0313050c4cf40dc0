import express, { Router } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeToCollection } from '../data/jongodb-write-queue.js';
import { gameOpenGate, routesWithOrganizer } from './game-open-gate.js';
import { countActivePlayers, resetPlayerActivityThrottle } from './player-activity.js';
import { createTestKeys, tokenFor } from '../testing/test-keys.js';
import { clearDatabase, useTestDatabase } from '../testing/test-database.js';

useTestDatabase('kit_game_gate');

const keys = createTestKeys();
const now = new Date('2026-05-01T02:00:00Z');
const organizerRoutes = Router().get('/api/pilotsh/organizer/roster', (_req, res) => void res.json({ who: 'organizer' }));
const playerRoutes = Router().get('/api/pilotsh/team/status', (_req, res) => void res.json({ who: 'player' }));
const app = express().use(
  routesWithOrganizer(organizerRoutes, gameOpenGate({ game: 'pilotsh', publicKey: keys.publicKey, now: () => now, cacheMs: 0 }), playerRoutes),
);
const player = `Bearer ${tokenFor('pilotsh', keys.privateKey, { id: 'acc-1', phone: '13800000001', name: '玩家1' })}`;
/** svc-auth's game states, written here as svc-auth would (this service has no model of them). */
const writeStates = <R>(write: (states: mongoose.mongo.Collection) => Promise<R>) => writeToCollection(mongoose.connection, 'game_states', write);

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await writeStates((states) => states.deleteMany({}));
  resetPlayerActivityThrottle();
});

describe('the open/closed gate of a game', () => {
  it('lets players through while the game is open (no state stored means open) and notes who was active', async () => {
    expect((await request(app).get('/api/pilotsh/team/status').set('Authorization', player)).body).toEqual({ who: 'player' });
    await expect.poll(() => countActivePlayers(now)).toBe(1);
  });

  it('answers players 503 GAME_OFFLINE in Chinese while closed, lets the organiser through, and opens again', async () => {
    await writeStates((states) => states.insertOne({ game: 'pilotsh', open: false }));
    const closed = await request(app).get('/api/pilotsh/team/status').set('Authorization', player);
    expect(closed.status).toBe(503);
    expect(closed.body).toMatchObject({ success: false, error: 'GAME_OFFLINE', game: 'pilotsh', message: '该游戏暂未开放，请稍后再试' });
    expect(closed.headers['cache-control']).toBe('no-store');
    expect((await request(app).get('/api/pilotsh/organizer/roster')).body).toEqual({ who: 'organizer' });
    await writeStates((states) => states.updateOne({ game: 'pilotsh' }, { $set: { open: true } }));
    expect((await request(app).get('/api/pilotsh/team/status').set('Authorization', player)).status).toBe(200);
  });

  it('does not answer for another game', async () => {
    await writeStates((states) => states.insertOne({ game: 'fanhua', open: false }));
    expect((await request(app).get('/api/pilotsh/team/status')).status).toBe(200);
  });

  it('reads the state once for all the requests that find the held answer too old', async () => {
    const cachingApp = express().use(
      routesWithOrganizer(Router(), gameOpenGate({ game: 'pilotsh', publicKey: keys.publicKey, now: () => now, cacheMs: 60_000 }), playerRoutes),
    );
    const reads: string[] = [];
    const client = mongoose.connection.getClient();
    const record = (event: { commandName: string; command: Record<string, unknown> }) => {
      if (event.command[event.commandName] === 'game_states') reads.push(event.commandName);
    };
    client.on('commandStarted', record);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(cachingApp).get('/api/pilotsh/team/status').set('Authorization', player)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    } finally {
      client.off('commandStarted', record);
    }
    expect(reads).toEqual(['find']);
  });
});
