import type { PuzzleView } from '@citygames/contracts/pilotsh/puzzle.schema';
import type { PackPuzzle } from '../content/pack-schema.js';

/** A puzzle page as a player sees it: its content, copied field by field, never an answer. */
export function presentPuzzle(puzzle: PackPuzzle): PuzzleView {
  const base = { areaSeq: puzzle.areaSeq, puzzleUrl: puzzle.puzzleUrl, title: puzzle.title };
  switch (puzzle.kind) {
    case 'city':
      return { kind: 'city', ...base, question: puzzle.question, clues: puzzle.clues, answerFormat: puzzle.answerFormat ?? null };
    case 'dice':
      return { kind: 'dice', ...base, intro: puzzle.intro, imageUrl: puzzle.imageUrl, imageAlt: puzzle.imageAlt, instruction: puzzle.instruction };
    case 'sudoku':
      return {
        kind: 'sudoku',
        ...base,
        intro: puzzle.intro,
        givens: puzzle.givens.map((row) => [...row]),
        redCells: puzzle.redCells.map((cell) => ({ row: cell.row, col: cell.col })),
        answerFormat: puzzle.answerFormat ?? null,
      };
  }
}
