import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { VisitedAreasResponse } from '@citygames/contracts/polish120/areas.schema';
import { PuzzleCardsResponse, PuzzlePageResponse } from '@citygames/contracts/polish120/puzzles.schema';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_puzzles');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

describe('puzzle cards PZA–PZD', () => {
  it('serves no locked card; solving the task that reaches area 2 unlocks PZA for that team only', async () => {
    const locked = await t.get('a1', '/api/polish120/puzzles').expect(200);
    expect(PuzzleCardsResponse.parse(locked.body)).toEqual({ puzzles: [] });

    await t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '12' }).expect(200);
    const status = await t.get('a1', '/api/polish120/team/status').expect(200);
    expect(TeamStatusResponse.parse(status.body).status.been_to).toEqual([1, 2]);

    const open = await t.get('a1', '/api/polish120/puzzles').expect(200);
    const openBody = PuzzleCardsResponse.parse(open.body);
    expect(openBody.puzzles).toHaveLength(1);
    expect(openBody.puzzles[0]).toMatchObject({ code: 'PZA', title: '钟楼卡', contentHtml: '<p>卡片A秘密</p>' });
    expect(JSON.stringify(open.body)).not.toContain('卡片B秘密');

    const other = await t.get('b1', '/api/polish120/puzzles').expect(200);
    expect(PuzzleCardsResponse.parse(other.body).puzzles).toEqual([]);

    const visited = await t.get('a1', '/api/polish120/area/visited').expect(200);
    expect(VisitedAreasResponse.parse(visited.body).areas).toEqual([
      { id: 1, name: '出发点', visitedAt: '2030-01-01T10:00:00.000Z', via: 'start' },
      { id: 2, name: '钟楼', visitedAt: '2030-01-01T10:00:00.000Z', via: 'T1' },
    ]);
  });
});

describe('standalone puzzle pages', () => {
  it('hides the solution until the team has solved the puzzle task', async () => {
    const before = await t.get('a1', '/api/polish120/puzzle-pages/abc123xyz').expect(200);
    const beforeBody = PuzzlePageResponse.parse(before.body);
    expect(beforeBody).toMatchObject({
      path: 'abc123xyz',
      title: '连点',
      answerFormat: '3 个字母',
      taskId: 'P1',
      taskName: '谜题一',
      solved: false,
      solutionHtml: null,
    });
    expect(beforeBody.content).toMatchObject({ kind: 'image', canvas: true });
    expect(JSON.stringify(before.body)).not.toContain('SUN');

    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'P1', answer: 'sun' }).expect(200);
    const after = await t.get('a2', '/api/polish120/puzzle-pages/abc123xyz').expect(200);
    expect(PuzzlePageResponse.parse(after.body)).toMatchObject({ solved: true, solutionHtml: '<p>解析：SUN</p>' });

    const otherTeam = await t.get('b1', '/api/polish120/puzzle-pages/abc123xyz').expect(200);
    expect(PuzzlePageResponse.parse(otherTeam.body).solutionHtml).toBeNull();
  });

  it('shows every solution once the event has ended', async () => {
    t.clock.now = new Date('2030-06-01T10:00:00Z');
    const response = await t.get('b1', '/api/polish120/puzzle-pages/abc123xyz').expect(200);
    expect(PuzzlePageResponse.parse(response.body)).toMatchObject({ solved: false, eventEnded: true, solutionHtml: '<p>解析：SUN</p>' });
  });

  it('answers an unknown or malformed path with 404 / 400', async () => {
    const unknown = await t.get('a1', '/api/polish120/puzzle-pages/zzzzzzzz').expect(404);
    expect(ErrorResponse.parse(unknown.body).error).toBe('PUZZLE_PAGE_NOT_FOUND');
    await t.get('a1', '/api/polish120/puzzle-pages/..%2Fetc').expect(400);
  });
});
