import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
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
  expect((await post(player, '/api/polish120/start/answer', { answer: '年月日时' })).body.isCorrect).toBe(true);
  expect((await post(player, '/api/polish120/team/status', { type: 'start', args: { confirm_start: true } })).status).toBe(200);
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await mongoose.connection.collection('game_states').deleteMany({});
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

describe("polish120's answers export", () => {
  it('lists each judged task answer with team, player, task and verdict, oldest first', async () => {
    advance(60);
    await post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十一' });
    advance(1);
    await post('b1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' });
    const csv = await asOrganizer('/answers.csv');
    expect(csv.status).toBe(200);
    const lines = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['甲队', '阿一', 'T1 钟楼报时', '十一', '错误'],
      ['乙队', '阿三', 'T1 钟楼报时', '12', '正确（完成任务）'],
    ]);
    expect((await request(app).get('/api/polish120/organizer/answers.csv')).status).toBe(401);
  });
});
