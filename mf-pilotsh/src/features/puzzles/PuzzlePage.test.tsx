import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  });
});
