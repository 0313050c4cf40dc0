import { z } from 'zod';

/** The latest thing a fanhua team achieved: an area trade, a completed trade with another team, its awakening. */
export const FanhuaProgress = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('area'), at: z.string(), areaId: z.number().int(), areaName: z.string() }),
  z.object({ kind: z.literal('trade'), at: z.string(), otherTeam: z.string() }),
  z.object({ kind: z.literal('awakening'), at: z.string() }),
]);
export type FanhuaProgress = z.infer<typeof FanhuaProgress>;

/**
 * fanhua's stuck board (`GET /api/fanhua/organizer/stuck-board`): per team since when it has made no progress.
 * fanhua has areas, not tasks, so there is no grid: the counts say how far the team got.
 */
export const FanhuaStuckBoardResponse = z.object({
  /** The server's clock, so "stuck for" does not depend on the console's clock. */
  at: z.string(),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Area rewards and special-area actions taken (an area only marked as traded is not one). */
      areaTrades: z.number().int(),
      /** Trades with other teams that completed. */
      teamTrades: z.number().int(),
      awakened: z.boolean(),
      lastProgress: FanhuaProgress.nullable(),
      /**
       * The team's start: its first action, or the game's opening once that has passed and the team has done nothing,
       * never before area trades opened; null: not started. The ranked results' start column is this.
       */
      startedAt: z.string().nullable(),
      /** lastProgress's time, or the team's start when it has made none; null when it has not started. */
      stuckSince: z.string().nullable(),
    }),
  ),
});
export type FanhuaStuckBoardResponse = z.infer<typeof FanhuaStuckBoardResponse>;
