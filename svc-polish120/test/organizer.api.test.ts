import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signOrganizerToken } from '@citygames/service-kit/organizer-token';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { buildApp } from '../src/app.js';
import { EventPackModel } from '../src/data-access/event-pack-model.js';
import { TeamStateModel } from '../src/data-access/team-state-model.js';
import { PLAYERS, testPack } from './support/test-pack.js';

useTestDatabase('polish120_organizer');

const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0 });
const organizer = `Bearer ${signOrganizerToken({ id: 'org-1', name: '组织者甲' }, { privateKey: keys.privateKey, expiresInSeconds: 600 })}`;
const player = (role: 'user' | 'admin') => `Bearer ${tokenFor('polish120', keys.privateKey, { ...Object.values(PLAYERS)[0]!, role })}`;
const CHINESE = /[\u4e00-\u9fff]/;

const upload = (query: string, text: string) =>
  request(app).post(`/api/polish120/organizer/pack${query}`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await mongoose.connection.collection('game_states').deleteMany({});
});

describe('who may call polish120 organiser routes', () => {
  it.each([
    ['get', '/summary'],
    ['get', '/actions'],
    ['get', '/pack'],
    ['post', '/pack'],
    ['get', '/results.csv'],
  ] as const)('%s %s: 401 without a token, 403 for a player and for the game admin', async (method, path) => {
    expect((await request(app)[method](`/api/polish120/organizer${path}`)).status).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const refused = await request(app)[method](`/api/polish120/organizer${path}`).set('Authorization', player(role));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(CHINESE);
    }
  });
});

describe('pack upload in the browser', () => {
  it('lists every problem with its path and writes nothing', async () => {
    const pack = testPack();
    const broken = { ...pack, event: { ...pack.event, name: '' }, teams: [] };
    const answer = await upload('', JSON.stringify(broken));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('PACK_INVALID');
    expect(answer.body.issues.map((issue: { path: string }) => issue.path)).toEqual(expect.arrayContaining(['event.name', 'teams']));
    expect(await EventPackModel.countDocuments()).toBe(0);
    const notJson = await upload('', '{ "format": ');
    expect(notJson.status).toBe(422);
    expect(notJson.body.issues[0].message).toContain('JSON');
  });

  it('checks without writing, imports, keeps progress when asked, and shows the live version', async () => {
    const text = JSON.stringify(testPack());
    expect((await upload('?check=1', text)).status).toBe(200);
    expect(await EventPackModel.countDocuments()).toBe(0);
    expect((await upload('?option=--keep-all', text)).status).toBe(400);
    const first = await upload('', text);
    expect(first.status).toBe(201);
    expect(first.body.live).toMatchObject({ revision: 1 });
    await TeamStateModel.create({ teamId: 't1', started: true });
    expect((await upload('?option=--keep-progress', text)).status).toBe(201);
    expect(await TeamStateModel.countDocuments()).toBe(1);
    expect((await upload('', text)).status).toBe(201);
    expect(await TeamStateModel.countDocuments()).toBe(0);
    const info = await request(app).get('/api/polish120/organizer/pack').set('Authorization', organizer);
    expect(info.body.live).toMatchObject({ revision: 3 });
    expect(info.body.options).toEqual([{ flag: '--keep-progress', meaning: expect.stringMatching(CHINESE) }]);
    const actions = await request(app).get('/api/polish120/organizer/actions').set('Authorization', organizer);
    expect(actions.body.actions).toHaveLength(3);
    expect(actions.body.actions[1].summary).toContain('--keep-progress');
    const csv = await request(app).get('/api/polish120/organizer/results.csv').set('Authorization', organizer);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('队伍,队长,队员,完成任务数,X 区域阶段,出发时间,最后完成任务时间');
    expect(lines).toHaveLength(1 + testPack().teams!.length);
  });

  it('answers players GAME_OFFLINE while closed, but still lets the organiser import', async () => {
    await mongoose.connection.collection('game_states').insertOne({ game: 'polish120', open: false });
    const closed = await request(app).get('/api/polish120/team/status').set('Authorization', player('user'));
    expect(closed.status).toBe(503);
    expect(closed.body.error).toBe('GAME_OFFLINE');
    expect((await upload('', JSON.stringify(testPack()))).status).toBe(201);
  });
});
