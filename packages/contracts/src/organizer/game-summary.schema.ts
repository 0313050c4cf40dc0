import { z } from 'zod';

/** GET /api/<game>/organizer/summary: one game's card on the console's overview. */
export const GameSummary = z.object({
  teams: z.number().int().min(0),
  playersInTeams: z.number().int().min(0),
  /** pilotsh only: registered players in no team. */
  unassigned: z.number().int().min(0).optional(),
  /** Players who made a call in the last ten minutes. */
  activePlayers: z.number().int().min(0),
  pack: z.object({ name: z.string() }).nullable(),
});
export type GameSummary = z.infer<typeof GameSummary>;
