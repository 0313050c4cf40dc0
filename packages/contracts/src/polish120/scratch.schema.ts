import { z } from 'zod';

/** One scratch card a team has drawn: its number within the team (from 1), the value, when and by whom. */
export const ScratchCardView = z.object({ card: z.number().int().min(1), value: z.string(), drawnAt: z.string(), drawnBy: z.string() });
export type ScratchCardView = z.infer<typeof ScratchCardView>;

/** GET /api/polish120/scratch: the team's cards so far (oldest first) and how many it may still draw. */
export const ScratchStatusResponse = z.object({
  cardsPerTeam: z.number().int().min(1),
  remaining: z.number().int().min(0),
  cards: z.array(ScratchCardView),
});
export type ScratchStatusResponse = z.infer<typeof ScratchStatusResponse>;

/** POST /api/polish120/scratch/draw: the card the service drew for the team, and what is left. */
export const ScratchDrawResponse = ScratchCardView.extend({ cardsPerTeam: z.number().int().min(1), remaining: z.number().int().min(0) });
export type ScratchDrawResponse = z.infer<typeof ScratchDrawResponse>;
