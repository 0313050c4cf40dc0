import { z } from 'zod';

/** One recorded organiser action, as the console lists it. */
export const OrganizerActionView = z.object({
  at: z.string(),
  organizer: z.string(),
  /** A game, or 'platform' for actions on no single game's data. */
  scope: z.string(),
  action: z.string(),
  summary: z.string(),
  team: z.string().nullable(),
  player: z.string().nullable(),
});
export type OrganizerActionView = z.infer<typeof OrganizerActionView>;

/** `?limit=` of GET /api/organizer/actions and /api/<game>/organizer/actions. */
export const OrganizerActionsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(30) });
export type OrganizerActionsQuery = z.infer<typeof OrganizerActionsQuery>;

/** The latest actions, newest first. */
export const OrganizerActionsResponse = z.object({ actions: z.array(OrganizerActionView) });
export type OrganizerActionsResponse = z.infer<typeof OrganizerActionsResponse>;
