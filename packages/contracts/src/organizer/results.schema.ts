import { z } from 'zod';

/**
 * One team in the ranked results (`GET /api/<game>/organizer/results` and its CSV), the same
 * columns in every game. The score and the tie-break are docs/organizer.md「成绩与名次」.
 */
export const RankedResultRow = z.object({
  /** 1 for the best; equal score and equal last scoring time share a rank (1, 1, 3). */
  rank: z.number().int().min(1),
  team: z.string(),
  leader: z.string().nullable(),
  /** The members other than the leader. */
  members: z.array(z.string()),
  score: z.number(),
  /** When the team last raised its score; the earlier wins a tie. */
  lastScoredAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** The game's own progress in words (area, stage, trades). */
  progress: z.string(),
});
export type RankedResultRow = z.infer<typeof RankedResultRow>;

export const RankedResultsResponse = z.object({
  /** What the score counts in this game, e.g. "完成任务数". */
  scoreName: z.string(),
  rows: z.array(RankedResultRow),
});
export type RankedResultsResponse = z.infer<typeof RankedResultsResponse>;
