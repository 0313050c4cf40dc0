import express from 'express';
import request from 'supertest';
import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import { PackCheckResponse, PackImportResponse, PackInfoResponse, PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import type { PackImportCommand } from './content-pack.js';
import { createErrorHandler } from './error-handler.js';
import { createLogger } from './logger.js';
import { organizerGameRouter } from './organizer-game-router.js';
import { addPackRoutes, type LivePack } from './organizer-pack-routes.js';
import { ORGANIZER_ACCOUNTS_COLLECTION, ORGANIZER_SESSIONS_COLLECTION } from './organizer-sessions.js';
import { platformDatabase } from './platform-records.js';
import { createTestKeys, tokenFor } from './testing/test-keys.js';
import { clearDatabase, useTestDatabase } from './testing/test-database.js';
import { signInTestOrganizer } from './testing/test-organizer.js';

useTestDatabase('kit_organizer_routes');

interface DemoPack {
  name: string;
}

const keys = createTestKeys();
const now = new Date('2026-05-01T02:00:00Z');
let live: LivePack | null = null;
const command: PackImportCommand<DemoPack> = {
  game: 'polish120',
  effect: '替换任务，保留队伍',
  options: { '--keep-progress': '保留进度' },
  demoPack: () => ({ name: '演示' }),
  check: (input) =>
    typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
      ? { ok: true, pack: input as DemoPack }
      : { ok: false, issues: [{ path: 'name', message: '缺少活动名称' }] },
  importPack: async (pack) => {
    live = { name: pack.name, importedAt: now.toISOString() };
    return `已导入「${pack.name}」`;
  },
};
const app = express()
  .use(
    organizerGameRouter({
      game: 'polish120',
      publicKey: keys.publicKey,
      now: () => now,
      summary: async () => ({ teams: 2, playersInTeams: 7, pack: live ? { name: live.name } : null }),
      extend: (api) => addPackRoutes(api, { command, live: async () => live, now: () => now }),
    }),
  )
  .use(createErrorHandler(createLogger('kit-organizer-routes-test')));
let organizer = '';

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey, '组织者')).authorization;
});

beforeEach(async () => {
  await clearDatabase();
  live = null;
});

describe('an organiser token whose sign-in ended', () => {
  it('is refused at once after signing out or after the account is removed, while another sign-in works', async () => {
    const first = await signInTestOrganizer(keys.privateKey, '组织者乙');
    const second = await signInTestOrganizer(keys.privateKey, '组织者丙');
    const summary = (authorization: string) => request(app).get('/api/polish120/organizer/summary').set('Authorization', authorization);
    expect((await summary(first.authorization)).status).toBe(200);
    await platformDatabase().collection(ORGANIZER_SESSIONS_COLLECTION).deleteMany({ organizerId: first.organizer.id });
    const signedOut = await summary(first.authorization);
    expect(signedOut.status).toBe(401);
    expect(ErrorResponse.parse(signedOut.body).message).toBe('登录已失效（已退出或组织者账号已被移除），请重新登录');
    expect((await summary(second.authorization)).status).toBe(200);
    await platformDatabase()
      .collection(ORGANIZER_ACCOUNTS_COLLECTION)
      .deleteOne({ _id: new mongoose.Types.ObjectId(second.organizer.id) });
    expect((await summary(second.authorization)).status).toBe(401);
  });
});

describe("a game's organiser router", () => {
  it('answers the summary and the audit log in their contract shapes', async () => {
    const summary = await request(app).get('/api/polish120/organizer/summary').set('Authorization', organizer);
    expect(GameSummary.parse(summary.body)).toEqual({ teams: 2, playersInTeams: 7, activePlayers: 0, pack: null });
    const actions = await request(app).get('/api/polish120/organizer/actions?limit=5').set('Authorization', organizer);
    expect(OrganizerActionsResponse.parse(actions.body)).toEqual({ actions: [] });
  });

  it('refuses a player token with 403 and no token with 401', async () => {
    const player = `Bearer ${tokenFor('polish120', keys.privateKey, { phone: '13800000001' })}`;
    const refused = await request(app).get('/api/polish120/organizer/summary').set('Authorization', player);
    expect(refused.status).toBe(403);
    expect(ErrorResponse.parse(refused.body).error).toBe('ORGANIZER_ONLY');
    expect((await request(app).get('/api/polish120/organizer/summary')).status).toBe(401);
  });

  it('checks a pack, imports it, records the import and lists every problem of a bad one', async () => {
    const info = await request(app).get('/api/polish120/organizer/pack').set('Authorization', organizer);
    expect(PackInfoResponse.parse(info.body)).toEqual({
      live: null,
      effect: '替换任务，保留队伍',
      options: [{ flag: '--keep-progress', meaning: '保留进度' }],
      downloadable: false,
    });

    const upload = (query: string, text: string) =>
      request(app).post(`/api/polish120/organizer/pack${query}`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);
    const checked = await upload('?check=1', '{"name":"春季赛"}');
    expect(PackCheckResponse.parse(checked.body).message).toBe('活动包检查通过，尚未导入');
    const imported = await upload('?option=--keep-progress', '{"name":"春季赛"}');
    expect(imported.status).toBe(201);
    expect(PackImportResponse.parse(imported.body)).toEqual({ ok: true, message: '已导入「春季赛」', live: { name: '春季赛', importedAt: now.toISOString() } });
    const bad = await upload('', '{}');
    expect(bad.status).toBe(422);
    expect(PackRefusal.parse(bad.body).issues).toEqual([{ path: 'name', message: '缺少活动名称' }]);

    const actions = await request(app).get('/api/polish120/organizer/actions').set('Authorization', organizer);
    expect(OrganizerActionsResponse.parse(actions.body).actions.map((action) => action.action)).toEqual(['pack.import']);
  });
});
