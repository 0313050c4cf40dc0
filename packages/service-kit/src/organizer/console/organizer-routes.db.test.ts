import express from 'express';
import request from 'supertest';
import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { recordActivity } from './activity-feed.js';
import { PackCheckResponse, PackImportResponse, PackInfoResponse, PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import type { PackImportCommand } from '../content/content-pack.js';
import { createErrorHandler } from '../../http/error-handler.js';
import { createLogger } from '../../http/logger.js';
import { OrganizerAction, recordOrganizerAction } from './organizer-actions.js';
import { organizerGameRouter } from './organizer-game-router.js';
import { addPackRoutes, type LivePack } from '../content/organizer-pack-routes.js';
import { ORGANIZER_ACCOUNTS_COLLECTION, ORGANIZER_SESSIONS_COLLECTION } from '../../auth/organizer-sessions.js';
import { platformDatabase } from '../../auth/platform-records.js';
import { writeToCollection } from '../../data/jongodb-write-queue.js';
import { runTransaction } from '../../data/transaction.js';
import type { UnrankedResult } from './ranked-results.js';
import { createTestKeys, tokenFor } from '../../testing/test-keys.js';
import { clearDatabase, useTestDatabase } from '../../testing/test-database.js';
import { signInTestOrganizer } from '../../testing/test-organizer.js';

useTestDatabase('kit_organizer_routes');

interface DemoPack {
  name: string;
}

const keys = createTestKeys();
const now = new Date('2026-05-01T02:00:00Z');
let live: LivePack | null = null;
let standings: UnrankedResult[] = [];
const command: PackImportCommand<DemoPack> = {
  game: 'polish120',
  effect: '替换任务，保留队伍',
  options: { '--keep-progress': '保留进度' },
  demoPack: () => ({ name: '演示' }),
  check: (input) =>
    typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
      ? { ok: true, pack: input as DemoPack }
      : { ok: false, issues: [{ path: 'name', message: '缺少活动名称' }] },
  importPack: async (pack, _options, alsoInTransaction) => {
    const message = `已导入「${pack.name}」`;
    // as a game's import: its own writes, then the caller's (the audit entry), in one transaction
    await runTransaction(async (session) => {
      live = { name: pack.name, importedAt: now.toISOString() };
      await alsoInTransaction?.(session, message);
    });
    return message;
  },
};
const app = express()
  .use(
    organizerGameRouter({
      game: 'polish120',
      publicKey: keys.publicKey,
      now: () => now,
      summary: async () => ({ teams: 2, playersInTeams: 7, pack: live ? { name: live.name } : null }),
      results: { scoreName: '完成任务数', read: async () => standings },
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
    await writeToCollection(platformDatabase(), ORGANIZER_SESSIONS_COLLECTION, (sessions) => sessions.deleteMany({ organizerId: first.organizer.id }));
    const signedOut = await summary(first.authorization);
    expect(signedOut.status).toBe(401);
    expect(ErrorResponse.parse(signedOut.body).message).toBe('登录已失效（已退出或组织者账号已被移除），请重新登录');
    expect((await summary(second.authorization)).status).toBe(200);
    await writeToCollection(platformDatabase(), ORGANIZER_ACCOUNTS_COLLECTION, (accounts) =>
      accounts.deleteOne({ _id: new mongoose.Types.ObjectId(second.organizer.id) }),
    );
    expect((await summary(second.authorization)).status).toBe(401);
  });
});

describe("a game's organiser router", () => {
  it('answers the summary and the audit log in their contract shapes', async () => {
    const summary = await request(app).get('/api/polish120/organizer/summary').set('Authorization', organizer);
    expect(GameSummary.parse(summary.body)).toEqual({ teams: 2, playersInTeams: 7, activePlayers: 0, pack: null });
    const actions = await request(app).get('/api/polish120/organizer/actions?limit=5').set('Authorization', organizer);
    expect(OrganizerActionsResponse.parse(actions.body)).toEqual({ actions: [], older: null });
  });

  it('answers an unknown organiser path with a Chinese 404, so the console keeps its sign-in', async () => {
    for (const method of ['get', 'post'] as const) {
      const unknown = await request(app)[method]('/api/polish120/organizer/no-such-thing').set('Authorization', organizer);
      expect(unknown.status).toBe(404);
      expect(ErrorResponse.parse(unknown.body)).toMatchObject({ error: 'NO_SUCH_ENDPOINT', message: '没有这个组织者接口' });
    }
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

describe('the audit log', () => {
  it('pages through 520 entries to the first one, each page unchanged by entries recorded meanwhile, and exports them all', async () => {
    const actor = { id: 'o1', name: '组织者甲' };
    // the log as recordOrganizerAction leaves it, written in one go (520 feed positions would only slow the test)
    await OrganizerAction.insertMany(
      Array.from({ length: 520 }, (_, n) => ({
        at: now,
        organizerId: actor.id,
        organizerName: actor.name,
        scope: 'polish120',
        action: 'team.create',
        summary: `第 ${n + 1} 条`,
        team: null,
        player: null,
      })),
    );
    const page = async (before: string | null) =>
      OrganizerActionsResponse.parse(
        (
          await request(app)
            .get(`/api/polish120/organizer/actions?limit=200${before ? `&before=${before}` : ''}`)
            .set('Authorization', organizer)
        ).body,
      );
    const first = await page(null);
    expect(first.actions[0]!.summary).toBe('第 520 条');
    await recordOrganizerAction(actor, { scope: 'polish120', action: 'team.create', summary: '翻页期间的新记录' }, now);
    const second = await page(first.older);
    expect(second.actions[0]!.summary).toBe('第 320 条');
    const third = await page(second.older);
    expect(third.actions.map((action) => action.summary).slice(-2)).toEqual(['第 2 条', '第 1 条']);
    expect(third.actions).toHaveLength(120);
    expect(third.older).toBeNull();

    const csv = await request(app).get('/api/polish120/organizer/actions.csv').set('Authorization', organizer);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间,组织者,范围,操作,说明,队伍,玩家');
    expect(lines).toHaveLength(522);
    expect(lines[1]).toBe('2026-05-01 10:00:00,组织者甲,polish120,team.create,第 1 条,,');
  });

  it('answers a bad cursor or limit with 400 and a Chinese message', async () => {
    for (const query of ['before=12', 'limit=0', 'limit=abc']) {
      const refused = await request(app).get(`/api/polish120/organizer/actions?${query}`).set('Authorization', organizer);
      expect(refused.status).toBe(400);
      expect(ErrorResponse.parse(refused.body).message).toMatch(/翻页位置格式不正确|条数/);
    }
  });
});

describe('the activity feed', () => {
  const feed = async (query: string) => {
    const answer = await request(app).get(`/api/polish120/organizer/activity?${query}`).set('Authorization', organizer);
    expect(answer.status).toBe(200);
    return ActivityFeedResponse.parse(answer.body);
  };

  it('lists entries newest first, filters by team, pages older and polls newer without skipping any', async () => {
    for (let index = 1; index <= 5; index += 1) {
      await recordActivity({ kind: 'answer.wrong', team: index % 2 === 0 ? '蓝队' : '红队', player: '小明', summary: `第 ${index} 条` }, now);
    }
    await recordActivity({ kind: 'trade', team: ['红队', '绿队'], summary: '红队 与 绿队 完成交易' }, now);

    const newest = await feed('limit=4');
    expect(newest.events.map((event) => event.summary)).toEqual(['红队 与 绿队 完成交易', '第 5 条', '第 4 条', '第 3 条']);
    expect(newest.events[0]).toMatchObject({ game: 'polish120', kind: 'trade', teams: ['红队', '绿队'], at: now.toISOString() });
    // An entry recorded while the organiser pages does not shift the next page.
    await recordActivity({ kind: 'answer.wrong', team: '红队', summary: '翻页期间的新动态' }, now);
    const older = await feed(`limit=4&before=${newest.older!}`);
    expect(older.events.map((event) => event.summary)).toEqual(['第 2 条', '第 1 条']);
    expect(older.older).toBeNull();

    expect((await feed(`team=${encodeURIComponent('绿队')}`)).events.map((event) => event.summary)).toEqual(['红队 与 绿队 完成交易']);
    expect((await feed(`team=${encodeURIComponent('蓝队')}`)).events.map((event) => event.summary)).toEqual(['第 4 条', '第 2 条']);

    const newestId = (await feed('limit=1')).events[0]!.id;
    expect((await feed(`after=${newestId}`)).events).toEqual([]);
    for (let index = 6; index <= 8; index += 1) await recordActivity({ kind: 'task.solved', team: '红队', summary: `第 ${index} 条` }, now);
    // Two at a time: the oldest new ones first, so the next poll from the newest seen continues without a gap.
    const firstPoll = await feed(`after=${newestId}&limit=2`);
    expect(firstPoll.events.map((event) => event.summary)).toEqual(['第 7 条', '第 6 条']);
    const secondPoll = await feed(`after=${firstPoll.events[0]!.id}&limit=2`);
    expect(secondPoll.events.map((event) => event.summary)).toEqual(['第 8 条']);
  });

  it('records an organiser action in the feed with the organiser and the team', async () => {
    await recordOrganizerAction(
      { id: 'o1', name: '组织者甲' },
      { scope: 'polish120', action: 'team.create', summary: '新建了队伍「红队」', team: '红队' },
      now,
    );
    expect((await feed('')).events).toEqual([expect.objectContaining({ kind: 'organizer', teams: ['红队'], summary: '组织者甲：新建了队伍「红队」' })]);
  });

  it('answers bad queries with 400 and a Chinese message, and refuses players and strangers', async () => {
    for (const query of ['after=xyz', 'limit=101', `after=${'a'.repeat(24)}&before=${'b'.repeat(24)}`, `team=${'长'.repeat(41)}`]) {
      const refused = await request(app).get(`/api/polish120/organizer/activity?${query}`).set('Authorization', organizer);
      expect(refused.status).toBe(400);
      expect(ErrorResponse.parse(refused.body).message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const player = `Bearer ${tokenFor('polish120', keys.privateKey, { phone: '13800000001' })}`;
    expect((await request(app).get('/api/polish120/organizer/activity').set('Authorization', player)).status).toBe(403);
    expect((await request(app).get('/api/polish120/organizer/activity')).status).toBe(401);
  });
});

describe('the ranked results', () => {
  it('ranks by score, breaks ties by the earlier last score, and writes the same columns to the CSV', async () => {
    const team = (name: string, score: number, lastScoredAt: string | null): UnrankedResult => ({
      team: name,
      leader: '队长',
      members: ['甲', '乙'],
      score,
      lastScoredAt,
      startedAt: null,
      progress: '',
    });
    standings = [team('晚到', 4, '2026-05-01T03:00:00.000Z'), team('先到', 4, '2026-05-01T02:30:00.000Z'), team('领先', 6, '2026-05-01T04:00:00.000Z')];
    const results = RankedResultsResponse.parse((await request(app).get('/api/polish120/organizer/results').set('Authorization', organizer)).body);
    expect(results.rows.map((row) => [row.rank, row.team])).toEqual([
      [1, '领先'],
      [2, '先到'],
      [3, '晚到'],
    ]);
    const csv = await request(app).get('/api/polish120/organizer/results.csv').set('Authorization', organizer);
    expect(csv.text.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual([
      '名次,队伍,队长,队员,人数,得分（完成任务数）,最后得分时间,开始时间,进度',
      '1,领先,队长,甲、乙,3,6,2026-05-01 12:00:00,,',
    ]);
  });
});
