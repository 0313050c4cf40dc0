import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { setToken } from '@citygames/web-kit/token-store';
import { fakeServer, json, renderScreen } from '../../test-support/render-game';
import PuzzlePage from './PuzzlePage';

afterEach(cleanup);
beforeEach(() => {
  markBackendAvailable();
  setToken('pilotsh', 'token');
});

const givens = Array.from({ length: 9 }, (_, row) => Array.from({ length: 9 }, (_, col) => (row === col ? row + 1 : 0)));

describe('PuzzlePage', () => {
  it('draws the sudoku with five red cells under a pen/eraser/clear canvas', async () => {
    fakeServer({
      'GET /api/pilotsh/pz/cha-guan-shu-du': () =>
        json(200, {
          puzzle: {
            kind: 'sudoku',
            areaSeq: 3,
            puzzleUrl: 'cha-guan-shu-du',
            title: '茶馆数独',
            intro: '填满格子',
            answerFormat: '5 位数字',
            givens,
            redCells: [
              { row: 0, col: 1 },
              { row: 1, col: 2 },
              { row: 2, col: 3 },
              { row: 3, col: 4 },
              { row: 4, col: 5 },
            ],
          },
        }),
    });
    const view = renderScreen(<PuzzlePage />, '/pilotsh/pz/cha-guan-shu-du', '/pilotsh/pz/*');
    expect(await screen.findByText('PZ3 · 茶馆数独')).toBeTruthy();
    expect(screen.getAllByRole('gridcell')).toHaveLength(81);
    expect(view.container.querySelectorAll('.ps-sudoku__cell--red')).toHaveLength(5);
    expect(screen.getByRole('button', { name: '画笔' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '橡皮' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /返回任务中心/ }));
    expect(screen.getByTestId('where').textContent).toBe('/pilotsh/tasks');
  });

  it('shows why a puzzle of an unvisited area is locked', async () => {
    fakeServer({
      'GET /api/pilotsh/pz/cuo-wei-de-tou-zi': () =>
        json(403, { success: false, error: 'PUZZLE_LOCKED', message: '队伍还没有到达这个谜题所在的区域，谜题尚未解锁' }),
    });
    renderScreen(<PuzzlePage />, '/pilotsh/pz/cuo-wei-de-tou-zi', '/pilotsh/pz/*');
    expect((await screen.findByRole('alert')).textContent).toContain('谜题尚未解锁');
    expect(screen.getByRole('heading', { name: '谜题尚未解锁' })).toBeTruthy();
  });

  it('says an open puzzle is loading while it loads, never that it is locked', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen(<PuzzlePage />, '/pilotsh/pz/lai-chu-qu-chu', '/pilotsh/pz/*');
    expect(screen.getByRole('heading', { name: '谜题加载中…' })).toBeTruthy();
    expect(screen.queryByText('谜题尚未解锁')).toBeNull();
    const puzzle = { kind: 'city', areaSeq: 1, puzzleUrl: 'lai-chu-qu-chu', title: '来处与去处', question: '从哪里来？', clues: ['钟声'], answerFormat: null };
    answer(new Response(JSON.stringify({ puzzle }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: 'PZ1 · 来处与去处' })).toBeTruthy();
  });

  it('does not call a puzzle that failed to load for another reason locked', async () => {
    fakeServer({ 'GET /api/pilotsh/pz/lai-chu-qu-chu': () => json(500, { success: false, error: 'INTERNAL', message: '服务器出错了' }) });
    renderScreen(<PuzzlePage />, '/pilotsh/pz/lai-chu-qu-chu', '/pilotsh/pz/*');
    expect((await screen.findByRole('alert')).textContent).toContain('服务器出错了');
    expect(screen.getByRole('heading', { name: '谜题' })).toBeTruthy();
  });
});
