import type { PuzzleView } from '@citygames/contracts/pilotsh/puzzle.schema';
import { DrawingCanvas } from '@citygames/web-kit/drawing-canvas/DrawingCanvas';
import { TEXTS } from '../../../texts';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { isRedCell, sudokuCellSize } from '../sudoku-rules';
import { AnswerFormat } from './AnswerFormat';

const T = TEXTS.puzzle;

/** Puzzle 3: the 9x9 givens with five red cells, and a pen/eraser/clear canvas over it. */
export function SudokuPuzzle({ puzzle }: { puzzle: Extract<PuzzleView, { kind: 'sudoku' }> }) {
  const cell = sudokuCellSize(useViewportWidth());
  const size = cell * 9;
  return (
    <>
      <section className="ps-section">
        <p className="ps-section__text">{puzzle.intro}</p>
        <p className="ps-muted">{T.sudokuHint}</p>
      </section>
      <section className="ps-section ps-sudoku-section">
        <DrawingCanvas width={size} height={size} ariaLabel={T.sudokuCanvas} style={{ margin: '0 auto', width: size, maxWidth: '100%' }}>
          <div className="ps-sudoku" role="grid" aria-label={T.sudokuGrid}>
            {puzzle.givens.map((row, rowIndex) =>
              row.map((value, colIndex) => {
                const classes = ['ps-sudoku__cell'];
                if (isRedCell(puzzle.redCells, rowIndex, colIndex)) classes.push('ps-sudoku__cell--red');
                if (colIndex % 3 === 2 && colIndex < 8) classes.push('ps-sudoku__cell--box-right');
                if (rowIndex % 3 === 2 && rowIndex < 8) classes.push('ps-sudoku__cell--box-bottom');
                return (
                  <div key={`${rowIndex}-${colIndex}`} role="gridcell" className={classes.join(' ')} style={{ fontSize: Math.round(cell * 0.5) }}>
                    {value === 0 ? '' : value}
                  </div>
                );
              }),
            )}
          </div>
        </DrawingCanvas>
      </section>
      <AnswerFormat format={puzzle.answerFormat} />
    </>
  );
}
