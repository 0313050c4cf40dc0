import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { AreaByCodeResponse, AreaView, AreaVisitedResponse } from '@citygames/contracts/pilotsh/area.schema';
import { PuzzleListResponse, PuzzleResponse } from '@citygames/contracts/pilotsh/puzzle.schema';
import { TeamMoveResponse } from '@citygames/contracts/pilotsh/team.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ADMIN, CHINESE, createPilotshTestApp, importDemoPack, PLAYER1, PLAYER2, PLAYER3, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_areas');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const moveTo = (phone: string, pos: unknown) => t.post('/api/pilotsh/team/status', phone, { type: 'move_to', args: { pos } });

describe('looking up an area by code', () => {
  it('finds an area whatever the width, case and spaces of the typed code', async () => {
    const response = await t.get(`/api/pilotsh/area/by-code/${encodeURIComponent(' ｍｔ2048 ')}`, PLAYER2);
    expect(response.status).toBe(200);
    expect(AreaByCodeResponse.parse(response.body)).toEqual({
      message: expect.stringMatching(CHINESE),
      area: { seq: 2, name: '旧码头', pos: expect.any(String), code: 'MT2048' },
    });
  });

  it('answers an unknown code with a Chinese 404', async () => {
    const response = await t.get('/api/pilotsh/area/by-code/NOPE99', PLAYER2);
    expect(response.status).toBe(404);
    expect(ErrorResponse.parse(response.body)).toMatchObject({ success: false, error: 'AREA_NOT_FOUND', message: expect.stringMatching(CHINESE) });
  });
});

describe('guessing area codes', () => {
  const lookup = (phone: string, code: string) => t.get(`/api/pilotsh/area/by-code/${code}`, phone);

  it('allows a team 10 wrong codes in 10 minutes, then refuses every lookup with a Chinese 429 and the wait', async () => {
    for (let n = 0; n < 10; n += 1) {
      const wrong = await lookup(PLAYER2, `GUESS${n}`);
      expect(wrong.status).toBe(404);
      // each wrong code says how many are left; the 10th says the team is now banned, and for how long
      expect(ErrorResponse.parse(wrong.body).message).toBe(
        n < 9
          ? `没有找到这个区域代码对应的区域，请检查后重试（还可以输错 ${9 - n} 次）`
          : '没有找到这个区域代码对应的区域；区域代码已输错 10 次，全队 10分0秒 内不能再输入区域代码',
      );
    }
    // the organiser's feed has every wrong code, the last one with the ban
    const feed = await ActivityEvent.find({ summary: /答错「区域代码」/ })
      .sort({ seq: 1 })
      .lean();
    expect(feed.map((entry) => entry.kind)).toEqual([...Array.from({ length: 9 }, () => 'answer.wrong'), 'task.banned']);
    t.clock.advance(60);
    const blocked = await lookup(PLAYER1, 'ZZ0000');
    expect(blocked.status).toBe(429);
    expect(ErrorResponse.parse(blocked.body)).toEqual({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: '区域代码输错次数过多，请 9分0秒 后再试',
      retryAfter: 540,
    });
    expect(blocked.headers['retry-after']).toBe('540');
    // A right code is refused too while blocked (else a script would still learn which guess is right), also through move_to.
    expect((await lookup(PLAYER2, 'MT2048')).status).toBe(429);
    expect((await moveTo(PLAYER1, 'MT2048')).status).toBe(429);
    // Another team has its own budget.
    expect((await lookup(PLAYER3, 'MT2048')).status).toBe(200);

    t.clock.advance(540);
    expect((await lookup(PLAYER2, 'MT2048')).status).toBe(200);
  });

  it('does not count codes that match, and counts wrong codes entered to move', async () => {
    for (let n = 0; n < 12; n += 1) expect((await lookup(PLAYER2, 'MT2048')).status).toBe(200);
    for (let n = 0; n < 10; n += 1) expect((await moveTo(PLAYER1, `GUESS${n}`)).status).toBe(404);
    expect((await lookup(PLAYER2, 'MT2048')).status).toBe(429);
  });

  it('lets exactly 10 of 16 parallel wrong codes through, across the members of a team', async () => {
    const responses = await Promise.all(Array.from({ length: 16 }, (_, n) => lookup(n % 2 ? PLAYER1 : PLAYER2, `GUESS${n}`)));
    // the rest refused by the ban, or told to wait while the tenth code was being looked up
    expect(responses.filter((response) => response.status === 404)).toHaveLength(10);
    expect(responses.filter((response) => response.status !== 404).every((response) => [409, 429].includes(response.status))).toBe(true);
    expect((await lookup(PLAYER1, 'GUESS99')).status).toBe(429);
  });
});

describe('moving the team', () => {
  it('lets only the leader move, to the area of the entered code, and records the visit', async () => {
    const member = await moveTo(PLAYER2, 'MT2048');
    expect(member.status).toBe(403);
    expect(ErrorResponse.parse(member.body)).toMatchObject({ error: 'LEADER_ONLY', message: expect.stringContaining('队长') });

    const leader = await moveTo(PLAYER1, 'mt2048');
    expect(leader.status).toBe(200);
    expect(TeamMoveResponse.parse(leader.body).message).toContain('旧码头');
    expect(AreaView.parse((await t.get('/api/pilotsh/area/current', PLAYER2)).body).name).toBe('旧码头');
    const visited = await t.get('/api/pilotsh/area/visited', PLAYER2);
    expect(AreaVisitedResponse.parse(visited.body).areas.map((area) => [area.seq, area.name])).toEqual([
      [1, '钟楼广场'],
      [2, '旧码头'],
    ]);
    // the other team did not move
    expect((await t.get('/api/pilotsh/area/current', PLAYER3)).body.seq).toBe(1);
    // the submit list follows the team: area 2's tasks now, area 1's refused
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T2-1', answer: '2、5、9、11' })).body.isCorrect).toBe(true);
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-1', answer: '雾港云川' })).status).toBe(403);
  });

  it('refuses a move to the current area, an unknown code and a missing code', async () => {
    expect((await moveTo(PLAYER1, 'ZL1024')).body.error).toBe('ALREADY_IN_AREA');
    expect((await moveTo(PLAYER1, 'XX0000')).status).toBe(404);
    const missing = await moveTo(PLAYER1, '  ');
    expect(missing.status).toBe(400);
    expect(ErrorResponse.parse(missing.body).message).toContain('请输入区域代码');
    const unknownType = await t.post('/api/pilotsh/team/status', PLAYER1, { type: 'teleport', args: {} });
    expect(unknownType.status).toBe(400);
  });

  it('two moves at once end in one move', async () => {
    const responses = await Promise.all([moveTo(PLAYER1, 'WT3072'), moveTo(PLAYER1, 'WT3072')]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const visited = await t.get('/api/pilotsh/area/visited', PLAYER1);
    expect(visited.body.areas).toHaveLength(2);
  });
});

describe('puzzles', () => {
  it('lists only the puzzles of visited areas and serves a page only once its area is visited', async () => {
    const before = await t.get('/api/pilotsh/tasks/get_pz_all', PLAYER2);
    expect(PuzzleListResponse.parse(before.body).puzzles).toEqual([{ areaSeq: 1, puzzleUrl: 'lai-chu-qu-chu', title: '来处与去处' }]);
    const locked = await t.get('/api/pilotsh/pz/cuo-wei-de-tou-zi', PLAYER2);
    expect(locked.status).toBe(403);
    expect(ErrorResponse.parse(locked.body)).toMatchObject({ error: 'PUZZLE_LOCKED', message: expect.stringMatching(CHINESE) });

    await moveTo(PLAYER1, 'MT2048');
    const after = await t.get('/api/pilotsh/tasks/get_pz_all', PLAYER2);
    expect(PuzzleListResponse.parse(after.body).puzzles.map((puzzle) => puzzle.areaSeq)).toEqual([1, 2]);
    const page = await t.get('/api/pilotsh/pz/cuo-wei-de-tou-zi', PLAYER2);
    expect(page.status).toBe(200);
    expect(PuzzleResponse.parse(page.body).puzzle).toMatchObject({
      kind: 'dice',
      areaSeq: 2,
      title: '错位的骰子',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });

  it('serves the city question and the sudoku givens with five red cells, never a solution', async () => {
    const city = await t.get('/api/pilotsh/pz/lai-chu-qu-chu', PLAYER1);
    expect(PuzzleResponse.parse(city.body).puzzle).toMatchObject({ kind: 'city', question: expect.stringMatching(CHINESE) });
    expect(JSON.stringify(city.body)).not.toContain('雾港云川');
    await moveTo(PLAYER1, 'WT3072');
    const sudoku = await t.get('/api/pilotsh/pz/cha-guan-shu-du', PLAYER1);
    const sudokuPage = PuzzleResponse.parse(sudoku.body).puzzle;
    if (sudokuPage.kind !== 'sudoku') throw new Error(`expected the sudoku, got ${sudokuPage.kind}`);
    expect(sudokuPage.givens).toHaveLength(9);
    expect(sudokuPage.givens.every((row) => row.length === 9)).toBe(true);
    expect(sudokuPage.redCells).toHaveLength(5);
    expect(JSON.stringify(sudoku.body)).not.toContain('55698');
  });

  it('lets an admin open any puzzle, and answers an unknown one with 404', async () => {
    expect((await t.get('/api/pilotsh/pz/cha-guan-shu-du', ADMIN)).status).toBe(200);
    expect((await t.get('/api/pilotsh/pz/no-such-puzzle', PLAYER1)).status).toBe(404);
    expect((await t.get('/api/pilotsh/pz/..%2Fetc', PLAYER1)).status).toBe(400);
  });
});
