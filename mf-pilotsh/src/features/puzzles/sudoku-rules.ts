/** Sudoku cell size: 40 px, 35 px on screens narrower than 768 px (a 9-cell grid then fits a phone). */
export const SUDOKU_CELL = 40;
export const SUDOKU_CELL_NARROW = 35;
export const NARROW_BREAKPOINT = 768;

export function sudokuCellSize(viewportWidth: number): number {
  return viewportWidth < NARROW_BREAKPOINT ? SUDOKU_CELL_NARROW : SUDOKU_CELL;
}

export function isRedCell(redCells: readonly { row: number; col: number }[], row: number, col: number): boolean {
  return redCells.some((cell) => cell.row === row && cell.col === col);
}
