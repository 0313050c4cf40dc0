import type { PackArea, PackPuzzle } from '../content/pack-schema.js';
import { describeProp, propTitle, type PropKey } from '../domain/prop-catalogue.js';
import type { PropDocument } from '../props/prop.model.js';

/** Explicit response shapes: nothing stored reaches a browser unless it is listed here. */

export function presentArea(area: PackArea) {
  return { id: area.seq, seq: area.seq, name: area.name, description: area.description, pos: area.pos, code: area.code };
}

export function presentAreaSummary(area: PackArea) {
  return { seq: area.seq, name: area.name, pos: area.pos, code: area.code };
}

export function presentProp(prop: PropDocument) {
  const key = prop.type as PropKey;
  const steps = prop.steps ?? null;
  return {
    id: prop._id.toString(),
    type: propTitle(key, steps),
    kind: key,
    desc: describeProp(key, steps),
    steps,
    used: prop.used,
    usedAt: prop.usedAt ? prop.usedAt.toISOString() : null,
    usedBy: prop.usedBy ?? null,
    createdAt: prop.createdAt.toISOString(),
  };
}

export function presentPuzzle(puzzle: PackPuzzle) {
  const base = { kind: puzzle.kind, areaSeq: puzzle.areaSeq, puzzleUrl: puzzle.puzzleUrl, title: puzzle.title };
  switch (puzzle.kind) {
    case 'city':
      return { ...base, question: puzzle.question, clues: puzzle.clues, answerFormat: puzzle.answerFormat ?? null };
    case 'dice':
      return { ...base, intro: puzzle.intro, imageUrl: puzzle.imageUrl, imageAlt: puzzle.imageAlt, instruction: puzzle.instruction };
    case 'sudoku':
      return {
        ...base,
        intro: puzzle.intro,
        givens: puzzle.givens.map((row) => [...row]),
        redCells: puzzle.redCells.map((cell) => ({ row: cell.row, col: cell.col })),
        answerFormat: puzzle.answerFormat ?? null,
      };
  }
}
