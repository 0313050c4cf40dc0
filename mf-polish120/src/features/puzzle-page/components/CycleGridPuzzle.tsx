import { useState } from 'react';
import type { CycleVariant } from '@citygames/contracts/polish120/puzzles.schema';
import { TEXTS } from '../../../texts';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

export const CYCLE_CELL_PX = 100;
export const CYCLE_CELL_NARROW_PX = 80;

interface CycleGridPuzzleProps {
  rows: number;
  columns: number;
  cells: readonly { variants: readonly CycleVariant[] }[];
}

/** The next variant of a cell, wrapping around. */
export function nextVariant(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}

/** A grid (the pigpen puzzle: 5 rows × 3 columns) whose cells cycle through their variants on tap. */
export function CycleGridPuzzle({ rows, columns, cells }: CycleGridPuzzleProps) {
  const cell = useNarrowScreen() ? CYCLE_CELL_NARROW_PX : CYCLE_CELL_PX;
  const [shown, setShown] = useState<number[]>(() => cells.map(() => 0));

  return (
    <div>
      <p className="p120-note">{TEXTS.puzzlePage.tapHint}</p>
      <div className="p120-cycle" style={{ gridTemplateColumns: `repeat(${columns}, ${cell}px)`, gridTemplateRows: `repeat(${rows}, ${cell}px)` }}>
        {cells.map((entry, index) => {
          const variantIndex = shown[index] ?? 0;
          const variant = entry.variants[variantIndex];
          const row = Math.floor(index / columns) + 1;
          const column = (index % columns) + 1;
          return (
            <button
              key={index}
              type="button"
              className="p120-cycle__cell"
              style={{ width: cell, height: cell }}
              aria-label={`${TEXTS.puzzlePage.cell(row, column)}（${variantIndex + 1}/${entry.variants.length}）`}
              data-variant={variantIndex}
              onClick={() => setShown((current) => current.map((value, i) => (i === index ? nextVariant(value, entry.variants.length) : value)))}
            >
              {variant?.kind === 'image' && <img src={variant.src} alt={variant.alt} draggable={false} />}
              {variant?.kind === 'text' && (
                <span className="p120-cycle__text" style={variant.color ? { color: variant.color } : undefined}>
                  {variant.text}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
