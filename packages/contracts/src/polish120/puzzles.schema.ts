import { z } from 'zod';

export const PuzzleImage = z.object({ src: z.string().min(1), alt: z.string(), caption: z.string().optional() });
export type PuzzleImage = z.infer<typeof PuzzleImage>;

export const PuzzleCard = z.object({
  code: z.enum(['PZA', 'PZB', 'PZC', 'PZD']),
  title: z.string(),
  contentHtml: z.string(),
  images: z.array(PuzzleImage),
});
export type PuzzleCard = z.infer<typeof PuzzleCard>;

/** GET /api/polish120/puzzles: the cards the team has unlocked, by code. */
export const PuzzleCardsResponse = z.object({ puzzles: z.array(PuzzleCard) });
export type PuzzleCardsResponse = z.infer<typeof PuzzleCardsResponse>;

/** The :path of /api/polish120/puzzle-pages/:path. */
export const PuzzlePageParams = z.object({ path: z.string().regex(/^[a-z0-9]{1,40}$/, { error: '谜题路径格式不正确' }) });

export const CycleVariant = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string(), color: z.string().optional() }),
  z.object({ kind: z.literal('image'), src: z.string(), alt: z.string() }),
]);
export type CycleVariant = z.infer<typeof CycleVariant>;

/** The interactive part of a puzzle page (puzzle material only, never its answer). */
export const PuzzleContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sudoku'), givens: z.array(z.string()), colours: z.array(z.string()), palette: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('cycle-grid'), rows: z.number().int(), columns: z.number().int(), cells: z.array(z.object({ variants: z.array(CycleVariant) })) }),
  z.object({ kind: z.literal('image'), images: z.array(PuzzleImage), canvas: z.boolean() }),
  z.object({ kind: z.literal('text') }),
]);
export type PuzzleContent = z.infer<typeof PuzzleContent>;

/** GET /api/polish120/puzzle-pages/:path */
export const PuzzlePageResponse = z.object({
  path: z.string(),
  number: z.number().int(),
  title: z.string(),
  introHtml: z.string(),
  answerFormat: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  solved: z.boolean(),
  eventEnded: z.boolean(),
  /** Shown once the team solved the puzzle or the event is over. */
  solutionHtml: z.string().nullable(),
  content: PuzzleContent,
});
export type PuzzlePageResponse = z.infer<typeof PuzzlePageResponse>;
