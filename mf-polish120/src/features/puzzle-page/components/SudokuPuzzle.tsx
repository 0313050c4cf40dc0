import { DrawingCanvas } from '@citygames/web-kit/drawing-canvas/DrawingCanvas';
import { TEXTS } from '../../../texts';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

export const SUDOKU_CELL_PX = 40;
export const SUDOKU_CELL_NARROW_PX = 35;

interface SudokuPuzzleProps {
  givens: readonly string[];
  colours: readonly string[];
  palette: Readonly<Record<string, string>>;
}

/** A 9×9 grid with coloured cells under a drawing canvas (pen 2, eraser 20, clear) for working it out. */
export function SudokuPuzzle({ givens, colours, palette }: SudokuPuzzleProps) {
  const cell = useNarrowScreen() ? SUDOKU_CELL_NARROW_PX : SUDOKU_CELL_PX;
  const size = cell * 9;
  return (
    <div className="p120-sudoku" style={{ width: size }}>
      <DrawingCanvas width={size} height={size} ariaLabel={TEXTS.puzzlePage.sudokuCanvas}>
        <div
          className="p120-sudoku__grid"
          role="grid"
          aria-label={TEXTS.puzzlePage.sudokuGrid}
          style={{ gridTemplateColumns: `repeat(9, ${cell}px)`, gridTemplateRows: `repeat(9, ${cell}px)`, fontSize: Math.round(cell * 0.5) }}
        >
          {givens.map((row, r) =>
            Array.from(row).map((digit, c) => {
              const colourKey = colours[r]?.[c] ?? '.';
              const classes = ['p120-sudoku__cell'];
              if (c % 3 === 2 && c < 8) classes.push('p120-sudoku__cell--box-right');
              if (r % 3 === 2 && r < 8) classes.push('p120-sudoku__cell--box-bottom');
              return (
                <div
                  key={`${r}-${c}`}
                  role="gridcell"
                  className={classes.join(' ')}
                  data-colour={colourKey === '.' ? undefined : colourKey}
                  style={colourKey !== '.' && palette[colourKey] ? { background: palette[colourKey] } : undefined}
                >
                  {digit === '.' ? '' : digit}
                </div>
              );
            }),
          )}
        </div>
      </DrawingCanvas>
    </div>
  );
}
