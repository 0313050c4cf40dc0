import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { beijingTime } from '@citygames/service-kit/pure/results-csv';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { CHINESE, createTestClock, importDemoPack, PLAYER1, PLAYER2, PLAYER3 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_organizer_activity');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
let organizer = '';
const asOrganizer = (path: string) => request(app).get(`/api/pilotsh/organizer${path}`).set('Authorization', organizer);
const answer = (phone: string, taskId: string, text: string) =>
  request(app)
    .post('/api/pilotsh/tasks/complete')
    .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone })}`)
    .send({ taskId, answer: text });
const feed = async (query = '') => ActivityFeedResponse.parse((await asOrganizer(`/activity${query}`)).body).events;

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});

beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  await importDemoPack();
});

describe('the activity feed', () => {
  it('shows wrong answers, a ban and a solve as they happen, and nothing for an answer refused unjudged', async () => {
    expect(await feed()).toEqual([]);
    for (let n = 1; n <= 4; n += 1) expect((await answer(PLAYER2, 'T1-3', `错${n}`)).status).toBe(200);
    expect((await feed()).map((event) => event.kind)).toEqual(['answer.wrong', 'answer.wrong', 'answer.wrong', 'answer.wrong']);
    const banned = await answer(PLAYER2, 'T1-3', '错5');
    expect(banned.body.isBanned).toBe(true);
    expect((await answer(PLAYER1, 'T1-3', '错6')).status).toBe(429);
    clock.advance(30);
    expect((await answer(PLAYER1, 'T1-1', '雾港云川')).body.isCorrect).toBe(true);
    expect((await answer(PLAYER2, 'T1-1', '雾港云川')).status).toBe(409);

    const events = await feed();
    expect(events.map((event) => event.kind)).toEqual(['task.solved', 'task.banned', 'answer.wrong', 'answer.wrong', 'answer.wrong', 'answer.wrong']);
    expect(events[0]).toMatchObject({
      game: 'pilotsh',
      teams: ['演示一队'],
      at: clock.now().toISOString(),
      summary: expect.stringContaining('演示一队 完成了「来处与去处」'),
    });
    expect(events[1]).toMatchObject({ teams: ['演示一队'], summary: expect.stringMatching(/答错.*错5.*封禁 2分0秒/) });
  });

  it('filters by team, shows organiser actions, and polls newer entries after a cursor', async () => {
    await answer(PLAYER2, 'T1-3', '错1');
    const seen = await feed();
    expect(await feed(`?team=${encodeURIComponent('演示二队')}`)).toEqual([]);
    await answer(PLAYER3, 'T1-2', '三下');
    const team = await Team.findOne({ name: '演示二队' }).lean();
    const moved = await request(app).put(`/api/pilotsh/organizer/teams/${team!._id}/leader`).set('Authorization', organizer).send({ phone: PLAYER3 });
    expect(moved.status).toBeLessThan(500);
    const second = await feed(`?team=${encodeURIComponent('演示二队')}`);
    expect(second[second.length - 1]).toMatchObject({ kind: 'task.solved', teams: ['演示二队'] });
    const newer = await feed(`?after=${seen[0]!.id}`);
    expect(newer.map((event) => event.kind)).toContain('task.solved');
    expect(newer.every((event) => event.id !== seen[0]!.id)).toBe(true);
  });
});

describe('area moves in the feed', () => {
  it('records a move to another area once, with the team, the area and who entered the code', async () => {
    const move = () =>
      request(app)
        .post('/api/pilotsh/team/status')
        .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER1 })}`)
        .send({ type: 'move_to', args: { pos: 'MT2048' } });
    expect((await move()).status).toBe(200);
    expect((await move()).status).toBe(409);
    const moves = (await feed()).filter((event) => event.kind === 'area.move');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ teams: ['演示一队'], summary: '演示一队 来到「旧码头」（玩家1）' });
  });
});

describe('the stuck board', () => {
  it('shows per team which tasks are solved, banned or attempted, and since when it has solved nothing', async () => {
    for (let n = 1; n <= 5; n += 1) await answer(PLAYER2, 'T1-3', `错${n}`);
    await answer(PLAYER1, 'T1-2', '错');
    clock.advance(60);
    await answer(PLAYER1, 'T1-1', '雾港云川');
    const grid = TaskGridResponse.parse((await asOrganizer('/task-grid')).body);
    expect(grid.at).toBe(clock.now().toISOString());
    expect(grid.tasks.map((task) => task.id)).toContain('T1-1');
    expect(grid.tasks[0]!.group).toMatch(CHINESE);
    const first = grid.teams.find((team) => team.name === '演示一队')!;
    expect(first).toMatchObject({ solved: 1, lastSolvedAt: clock.now().toISOString(), stuckSince: clock.now().toISOString() });
    expect(first.cells).toEqual([
      { taskId: 'T1-1', state: 'solved', wrongAnswers: 0, solvedAt: clock.now().toISOString(), banUntil: null },
      { taskId: 'T1-2', state: 'attempted', wrongAnswers: 1, solvedAt: null, banUntil: null },
      { taskId: 'T1-3', state: 'banned', wrongAnswers: 5, solvedAt: null, banUntil: expect.any(String) },
    ]);
    const second = grid.teams.find((team) => team.name === '演示二队')!;
    expect(second).toMatchObject({ solved: 0, lastSolvedAt: null, stuckSince: null, cells: [] });
  });

  it('shows a team that has only been created as not started, and one that has answered wrong as stuck since its first answer', async () => {
    clock.advance(2 * 60 * 60);
    const firstAnswerAt = clock.now().toISOString();
    await answer(PLAYER3, 'T1-2', '错');
    clock.advance(60);
    await answer(PLAYER3, 'T1-3', '错');
    const grid = TaskGridResponse.parse((await asOrganizer('/task-grid')).body);
    expect(grid.teams.find((team) => team.name === '演示一队')).toMatchObject({ stuckSince: null, cells: [] });
    expect(grid.teams.find((team) => team.name === '演示二队')).toMatchObject({ solved: 0, stuckSince: firstAnswerAt });
  });

  it("counts a team that has done nothing from the game's scheduled opening once it has passed, and not before", async () => {
    const opensAt = new Date(clock.now().getTime() + 30 * 60 * 1000);
    await writeTestCollection(GAME_STATES_COLLECTION, (states) =>
      states.insertOne({ game: 'pilotsh', open: true, opensAt, updatedAt: clock.now(), updatedBy: '组织者甲' }),
    );
    let grid = TaskGridResponse.parse((await asOrganizer('/task-grid')).body);
    expect(grid.teams.find((team) => team.name === '演示一队')).toMatchObject({ stuckSince: null });
    clock.advance(2 * 60 * 60);
    grid = TaskGridResponse.parse((await asOrganizer('/task-grid')).body);
    expect(grid.teams.find((team) => team.name === '演示一队')).toMatchObject({ solved: 0, stuckSince: opensAt.toISOString() });
  });
});

describe('the ranked results', () => {
  it('ranks by tasks solved, the earlier last solve first on a tie, with the same columns in JSON and CSV', async () => {
    await answer(PLAYER3, 'T1-2', '三下');
    clock.advance(60);
    await answer(PLAYER1, 'T1-2', '三下');
    let results = RankedResultsResponse.parse((await asOrganizer('/results')).body);
    expect(results.scoreName).toBe('完成任务数');
    expect(results.rows.map((row) => [row.rank, row.team, row.score])).toEqual([
      [1, '演示二队', 1],
      [2, '演示一队', 1],
      [3, '演示三队', 0],
    ]);
    expect(results.rows[1]).toMatchObject({ leader: '玩家1', members: ['玩家2'], progress: expect.stringContaining('当前区域') });
    clock.advance(60);
    await answer(PLAYER1, 'T1-1', '雾港云川');
    results = RankedResultsResponse.parse((await asOrganizer('/results')).body);
    expect(results.rows[0]).toMatchObject({ rank: 1, team: '演示一队', score: 2 });
    const csv = await asOrganizer('/results.csv');
    const lines = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('名次,队伍,队长,队员,人数,得分（完成任务数）,最后得分时间,开始时间,进度');
    expect(lines[1]).toMatch(new RegExp(`^1,演示一队,玩家1,玩家2,2,2,${beijingTime(clock.now().toISOString())},`));
  });
});

describe("the ranked results' start", () => {
  it("is the team's first action, or the game's scheduled opening once it has passed for a team that has done nothing; none before", async () => {
    const startOf = async (team: string) => RankedResultsResponse.parse((await asOrganizer('/results')).body).rows.find((row) => row.team === team)!.startedAt;
    clock.advance(60 * 60);
    const answeredAt = clock.now().toISOString();
    await answer(PLAYER3, 'T1-2', '错');
    clock.advance(60);
    const movedAt = clock.now().toISOString();
    const moved = await request(app)
      .post('/api/pilotsh/team/status')
      .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER1 })}`)
      .send({ type: 'move_to', args: { pos: 'MT2048' } });
    expect(moved.status).toBe(200);
    // created (and standing in the start area) at 01:00, but nothing done: not started
    expect([await startOf('演示一队'), await startOf('演示二队'), await startOf('演示三队')]).toEqual([movedAt, answeredAt, null]);
    let lines = (await asOrganizer('/results.csv')).text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines.find((line) => line.includes('演示三队'))!.split(',')[7]).toBe('');

    const opensAt = new Date(clock.now().getTime() - 10 * 60_000);
    await writeTestCollection(GAME_STATES_COLLECTION, (states) =>
      states.insertOne({ game: 'pilotsh', open: true, opensAt, updatedAt: clock.now(), updatedBy: '组织者甲' }),
    );
    expect([await startOf('演示一队'), await startOf('演示二队'), await startOf('演示三队')]).toEqual([movedAt, answeredAt, opensAt.toISOString()]);
    lines = (await asOrganizer('/results.csv')).text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines.find((line) => line.includes('演示三队'))!.split(',')[7]).toBe(beijingTime(opensAt.toISOString()));
  });
});

describe('the answers export', () => {
  it('lists every judged answer of every team, oldest first, with who, when, which kind, what and the verdict; refused answers are not answers', async () => {
    const asPlayer = (phone: string) => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone })}`;
    await answer(PLAYER2, 'T1-3', '=错一');
    clock.advance(60);
    await answer(PLAYER1, 'T1-1', '雾港云川');
    await answer(PLAYER2, 'T1-1', '雾港云川');
    clock.advance(60);
    expect((await request(app).get('/api/pilotsh/area/by-code/NOPE99').set('Authorization', asPlayer(PLAYER2))).status).toBe(404);
    clock.advance(60);
    const moved = await request(app)
      .post('/api/pilotsh/team/status')
      .set('Authorization', asPlayer(PLAYER1))
      .send({ type: 'move_to', args: { pos: 'mt2048' } });
    expect(moved.status).toBe(200);
    const csv = await asOrganizer('/answers.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间,队伍,玩家,类别,题目,答案,判定');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['演示一队', '玩家2', '任务', expect.stringMatching(/^T1-3 /), "'=错一", '错误'],
      ['演示一队', '玩家1', '任务', 'T1-1 来处与去处', '雾港云川', '正确（完成任务）'],
      ['演示一队', '玩家2', '区域代码', '区域代码', 'NOPE99', '错误'],
      ['演示一队', '玩家1', '区域代码', '区域代码', 'mt2048', '正确（区域 2 旧码头）'],
    ]);
  });

  it("says which area code was the one that banned the team's lookups", async () => {
    const lookup = (code: string) =>
      request(app)
        .get(`/api/pilotsh/area/by-code/${code}`)
        .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER3 })}`);
    for (let n = 0; n < 10; n += 1) expect((await lookup(`GUESS${n}`)).status).toBe(404);
    expect((await lookup('MT2048')).status).toBe(429);
    const lines = (await asOrganizer('/answers.csv')).text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[10]!.split(',').slice(1)).toEqual(['演示二队', '玩家3', '区域代码', '区域代码', 'GUESS9', '错误（错误次数已满，封禁）']);
  });
});

describe('who may read them', () => {
  it.each(['/activity', '/task-grid', '/results', '/results.csv', '/actions.csv', '/answers.csv'])(
    'GET %s: 401 without a token, 403 for a player',
    async (path) => {
      expect((await request(app).get(`/api/pilotsh/organizer${path}`)).status).toBe(401);
      const player = await request(app)
        .get(`/api/pilotsh/organizer${path}`)
        .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER1 })}`);
      expect(player.status).toBe(403);
      expect(ErrorResponse.parse(player.body).message).toMatch(CHINESE);
    },
  );

  it('answers a bad feed query with 400 and a Chinese message', async () => {
    const refused = await asOrganizer('/activity?after=not-a-cursor');
    expect(refused.status).toBe(400);
    expect(ErrorResponse.parse(refused.body).message).toBe('请求参数不正确：after：翻页位置格式不正确');
  });
});
