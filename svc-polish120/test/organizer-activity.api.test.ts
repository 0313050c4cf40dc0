import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { importPack } from '../src/content/import-pack.js';
import { loadTestRoster, PLAYERS, testPack } from './support/test-pack.js';

useTestDatabase('polish120_organizer_activity');

const keys = createTestKeys();
const clock = { now: new Date('2030-01-01T10:00:00Z') };
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date(clock.now), gateCacheMs: 0 });
let organizer = '';
type PlayerKey = keyof typeof PLAYERS;
const post = (player: PlayerKey, path: string, body: object) =>
  request(app)
    .post(path)
    .set('Authorization', `Bearer ${tokenFor('polish120', keys.privateKey, PLAYERS[player])}`)
    .send(body);
const asOrganizer = (path: string) => request(app).get(`/api/polish120/organizer${path}`).set('Authorization', organizer);
const advance = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));

async function startTeam(player: PlayerKey) {
  const answered = await post(player, '/api/polish120/start/answer', { answer: '年月日时' });
  expect(answered.body.isCorrect, JSON.stringify(answered.body)).toBe(true);
  expect((await post(player, '/api/polish120/team/status', { type: 'start', args: { confirm_start: true } })).status).toBe(200);
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  clock.now = new Date('2030-01-01T10:00:00Z');
  const imported = await importPack(testPack());
  if (!imported.ok) throw new Error(JSON.stringify(imported.issues));
  await loadTestRoster();
  await startTeam('a1');
  await startTeam('b1');
});

describe("polish120's activity feed, stuck board and ranked results", () => {
  it('follow the answers of both teams', async () => {
    advance(60);
    expect((await post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十一' })).body.isCorrect).toBe(false);
    expect((await post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十二' })).body.isCorrect).toBe(true);
    advance(60);
    expect((await post('b1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' })).body.isCorrect).toBe(true);

    const feed = ActivityFeedResponse.parse((await asOrganizer('/activity')).body).events;
    expect(feed.map((event) => [event.kind, event.teams])).toEqual([
      ['task.solved', ['乙队']],
      ['task.solved', ['甲队']],
      ['answer.wrong', ['甲队']],
    ]);
    expect(feed[2]!.summary).toBe('阿一（甲队）答错「钟楼报时」：十一');

    const grid = TaskGridResponse.parse((await asOrganizer('/task-grid')).body);
    expect(grid.tasks.map((task) => task.id)).toEqual(['T1', 'T2', 'T3', 'P1', 'P2']);
    expect(grid.teams.map((team) => [team.name, team.solved, team.cells.map((cell) => [cell.taskId, cell.state, cell.wrongAnswers])])).toEqual([
      ['甲队', 1, [['T1', 'solved', 1]]],
      ['乙队', 1, [['T1', 'solved', 0]]],
    ]);
    expect(grid.teams[0]!.stuckSince).toBe('2030-01-01T10:01:00.000Z');

    const results = RankedResultsResponse.parse((await asOrganizer('/results')).body);
    expect(results.rows.map((row) => [row.rank, row.team, row.score, row.leader, row.members])).toEqual([
      [1, '甲队', 1, '阿一', ['阿二']],
      [2, '乙队', 1, '阿三', []],
    ]);
    expect(results.rows[0]!.progress).toMatch(/^X 区域第 \d 阶段$/);
  });

  it('lists the X-area guesses too: a wrong stage key, then the step forward', async () => {
    const setStage = (x_stage: number, x_stage_key: string) =>
      post('a1', '/api/polish120/team/status', { type: 'set_x_stage', args: { x_stage, x_stage_key } });
    expect((await setStage(1, 'AAAA')).body.isCorrect).toBe(false);
    expect((await setStage(1, 'D9E3')).body.isCorrect).toBe(true);
    expect((await setStage(1, 'D9E3')).body.advanced).toBe(false);
    const feed = ActivityFeedResponse.parse((await asOrganizer('/activity')).body).events;
    expect(feed.map((event) => [event.kind, event.summary])).toEqual([
      ['task.solved', '甲队 完成了「X 区域第 1 阶段」（阿一）'],
      ['answer.wrong', '阿一（甲队）答错「X 区域第 1 阶段」：AAAA'],
    ]);
  });
});

describe("polish120's ranked results' start", () => {
  it("is the team's setting off, or the game's scheduled opening once it has passed for a team that has not; none before", async () => {
    const starts = async () => RankedResultsResponse.parse((await asOrganizer('/results')).body).rows.map((row) => [row.team, row.startedAt]);
    expect(await starts()).toEqual([
      ['甲队', '2030-01-01T10:00:00.000Z'],
      ['乙队', '2030-01-01T10:00:00.000Z'],
    ]);
    advance(60);
    await request(app).post('/api/polish120/organizer/progress/reset').set('Authorization', organizer).send({ confirm: '清空全部进度' }).expect(200);
    expect(await starts()).toEqual([
      ['甲队', null],
      ['乙队', null],
    ]);
    advance(60);
    await startTeam('b1');
    const opensAt = new Date(clock.now.getTime() - 30_000);
    await writeTestCollection(GAME_STATES_COLLECTION, (states) =>
      states.insertOne({ game: 'polish120', open: true, opensAt, updatedAt: clock.now, updatedBy: '组织者甲' }),
    );
    expect(await starts()).toEqual([
      ['甲队', opensAt.toISOString()],
      ['乙队', '2030-01-01T10:02:00.000Z'],
    ]);
  });
});

describe("polish120's answers export", () => {
  it('lists every judged answer oldest first, the start question, the tasks and the X area alike, each with its kind and verdict', async () => {
    // beforeEach: 阿一 and 阿三 answered the start question right at 10:00
    const setStage = (player: PlayerKey, x_stage: number, x_stage_key: string) =>
      post(player, '/api/polish120/team/status', { type: 'set_x_stage', args: { x_stage, x_stage_key } });
    advance(10);
    expect((await post('a2', '/api/polish120/start/answer', { answer: '日月年时' })).body.isCorrect).toBe(false);
    expect((await post('a2', '/api/polish120/start/answer', { answer: '年月日' })).status).toBe(400);
    advance(10);
    await post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十一' });
    advance(10);
    expect((await setStage('a1', 1, 'AAAA')).body.isCorrect).toBe(false);
    advance(10);
    expect((await setStage('a1', 1, 'D9E3')).body.advanced).toBe(true);
    expect((await setStage('a1', 1, 'D9E3')).body.advanced).toBe(false);
    advance(10);
    expect((await setStage('a1', 2, '陕西南路')).body.nearMiss).toBe(true);
    advance(10);
    expect((await setStage('a1', 2, '十号线')).body.advanced).toBe(true);
    advance(10);
    expect((await post('a2', '/api/polish120/team/status', { type: 'add', args: { x2: true, answer: '南京东路' } })).body.isCorrect).toBe(true);
    advance(10);
    for (let n = 1; n <= 5; n += 1) await setStage('b1', 1, `B${n}`);
    expect((await setStage('b1', 1, 'D9E3')).status).toBe(429);
    advance(10);
    await post('b1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' });

    const csv = await asOrganizer('/answers.csv');
    expect(csv.status).toBe(200);
    const lines = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间,队伍,玩家,类别,题目,答案,判定');
    expect(lines[1]!.startsWith('2030-01-01 18:00:00,')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['甲队', '阿一', '开始问题', '开始问题', '年月日时', '正确'],
      ['乙队', '阿三', '开始问题', '开始问题', '年月日时', '正确'],
      ['甲队', '阿二', '开始问题', '开始问题', '日月年时', '错误'],
      ['甲队', '阿一', '任务', 'T1 钟楼报时', '十一', '错误'],
      ['甲队', '阿一', 'X 区域', 'X 区域第 1 阶段', 'AAAA', '错误'],
      ['甲队', '阿一', 'X 区域', 'X 区域第 1 阶段', 'D9E3', '正确（进入第 1 阶段）'],
      ['甲队', '阿一', 'X 区域', 'X 区域第 2 阶段', '陕西南路', '错误（很接近）'],
      ['甲队', '阿一', 'X 区域', 'X 区域第 2 阶段', '十号线', '正确（进入第 2 阶段）'],
      ['甲队', '阿二', 'X 区域', 'X 区域站点 x2', '南京东路', '正确（找到站点 x2，进入第 3 阶段）'],
      ['乙队', '阿三', 'X 区域', 'X 区域第 1 阶段', 'B1', '错误'],
      ['乙队', '阿三', 'X 区域', 'X 区域第 1 阶段', 'B2', '错误'],
      ['乙队', '阿三', 'X 区域', 'X 区域第 1 阶段', 'B3', '错误'],
      ['乙队', '阿三', 'X 区域', 'X 区域第 1 阶段', 'B4', '错误'],
      ['乙队', '阿三', 'X 区域', 'X 区域第 1 阶段', 'B5', '错误（错误次数已满，封禁）'],
      ['乙队', '阿三', '任务', 'T1 钟楼报时', '12', '正确（完成任务）'],
    ]);
    expect((await request(app).get('/api/polish120/organizer/answers.csv')).status).toBe(401);
  });
});
