import { z } from 'zod';
import { PUZZLE_URL_PATTERN } from './puzzle.rules.js';

/** GET /pz/:puzzleUrl (a malformed address is as unknown as a missing puzzle). */
export const PuzzleParams = z.object({ puzzleUrl: z.string().regex(PUZZLE_URL_PATTERN, { error: '没有找到这个谜题' }) });
export type PuzzleParams = z.input<typeof PuzzleParams>;

export const PuzzleCard = z.strictObject({ areaSeq: z.number().int(), puzzleUrl: z.string(), title: z.string() });
export type PuzzleCard = z.infer<typeof PuzzleCard>;

/** GET /tasks/get_pz_all: the puzzles of the visited areas, by area. */
export const PuzzleListResponse = z.strictObject({ puzzles: z.array(PuzzleCard) });
export type PuzzleListResponse = z.infer<typeof PuzzleListResponse>;

const puzzleBase = { areaSeq: z.number().int(), puzzleUrl: z.string(), title: z.string() };

/** A puzzle page as a player sees it: its content, never an answer. */
export const PuzzleView = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('city'), ...puzzleBase, question: z.string(), clues: z.array(z.string()), answerFormat: z.string().nullable() }),
  z.strictObject({ kind: z.literal('dice'), ...puzzleBase, intro: z.string(), imageUrl: z.string(), imageAlt: z.string(), instruction: z.string() }),
  z.strictObject({
    kind: z.literal('sudoku'),
    ...puzzleBase,
    intro: z.string(),
    givens: z.array(z.array(z.number().int())),
    redCells: z.array(z.strictObject({ row: z.number().int(), col: z.number().int() })),
    answerFormat: z.string().nullable(),
  }),
]);
export type PuzzleView = z.infer<typeof PuzzleView>;

export const PuzzleResponse = z.strictObject({ puzzle: PuzzleView });
export type PuzzleResponse = z.infer<typeof PuzzleResponse>;
