import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { PuzzlePageResponse } from '@citygames/contracts/polish120/puzzles.schema';
import { CompleteTaskResponse, TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { importPack } from '../src/content/import-pack.js';
import { createTestContext } from './support/test-app.js';
import { testPack } from './support/test-pack.js';

useTestDatabase('polish120_content_locks');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

const progressTaskIds = async (player: 'a1' | 'b1') =>
  TaskProgressResponse.parse((await t.get(player, '/api/polish120/tasks/progress').expect(200)).body).taskProgress.map((entry) => entry.taskId);

describe('pages and tasks behind a puzzle card', () => {
  it('stay locked on every route until the team has unlocked the card', async () => {
    expect(await progressTaskIds('a1')).toEqual(['T1', 'T2', 'T3', 'P1']);

    const page = await t.get('a1', '/api/polish120/puzzle-pages/bridge9page').expect(403);
    expect(ErrorResponse.parse(page.body)).toMatchObject({ error: 'PUZZLE_PAGE_LOCKED', message: '这个谜题页还没有解锁：先到达它的谜题卡所在的区域' });
    expect(JSON.stringify(page.body)).not.toContain('月亮');

    const locked = { error: 'TASK_LOCKED', message: '这个任务还没有解锁：先到达它的谜题卡所在的区域' };
    expect(ErrorResponse.parse((await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'P2', answer: 'MOON' }).expect(403)).body)).toMatchObject(locked);
    expect(ErrorResponse.parse((await t.get('a1', '/api/polish120/tasks/P2').expect(403)).body)).toMatchObject(locked);
    expect(ErrorResponse.parse((await t.get('a1', '/api/polish120/tasks/ban?taskId=P2').expect(403)).body)).toMatchObject(locked);
    expect(ErrorResponse.parse((await t.get('a1', '/api/polish120/tasks/P2/attempts').expect(403)).body)).toMatchObject(locked);

    // T2 reaches area 3, which opens PZB and with it its page and task, for this team only.
    await t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T2', answer: 'yong an' }).expect(200);
    expect(await progressTaskIds('a1')).toEqual(['T1', 'T2', 'T3', 'P1', 'P2']);
    const open = await t.get('a1', '/api/polish120/puzzle-pages/bridge9page').expect(200);
    expect(PuzzlePageResponse.parse(open.body)).toMatchObject({ title: '桥下的月亮', taskId: 'P2', taskName: '谜题二' });
    await t.get('a1', '/api/polish120/tasks/P2').expect(200);
    const solved = await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'P2', answer: 'moon' }).expect(200);
    expect(CompleteTaskResponse.parse(solved.body).isCorrect).toBe(true);

    expect(await progressTaskIds('b1')).toEqual(['T1', 'T2', 'T3', 'P1']);
    await t.get('b1', '/api/polish120/puzzle-pages/bridge9page').expect(403);
  });

  it('leaves a page no card lists open from the start, with its task', async () => {
    await t.get('a1', '/api/polish120/puzzle-pages/abc123xyz').expect(200);
    await t.get('a1', '/api/polish120/tasks/P1').expect(200);
  });
});

describe('pack checks of card pages', () => {
  it('refuses a card page that does not exist or belongs to two cards', async () => {
    const pack = testPack();
    const cards = [
      { code: 'PZA' as const, unlockArea: 2, title: '甲', contentHtml: '<p>甲</p>', pages: ['bridge9page', 'nowhere123'] },
      { code: 'PZB' as const, unlockArea: 3, title: '乙', contentHtml: '<p>乙</p>', pages: ['bridge9page'] },
    ];
    const result = await importPack({ ...pack, puzzleCards: cards });
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : result.issues.map((issue) => `${issue.path}：${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/puzzleCards\.0\.pages\.1.*没有路径为 nowhere123 的独立谜题页/),
        expect.stringMatching(/puzzleCards\.1\.pages\.0.*bridge9page 已经属于谜题卡 PZA/),
      ]),
    );
  });
});
