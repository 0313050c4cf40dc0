import { describe, expect, it } from 'vitest';
import { isRedCell, sudokuCellSize } from './sudoku-rules';

describe('sudoku layout', () => {
  it('uses 40 px cells, 35 px under 768 px wide', () => {
    expect(sudokuCellSize(390)).toBe(35);
    expect(sudokuCellSize(1024)).toBe(40);
  });
  it('knows the red cells by row and column', () => {
    expect(isRedCell([{ row: 0, col: 1 }], 0, 1)).toBe(true);
    expect(isRedCell([{ row: 0, col: 1 }], 1, 0)).toBe(false);
  });
});
