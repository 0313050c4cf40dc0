import { z } from 'zod';
import { EntryCursor } from './cursor.schema.js';

/** One recorded organiser action, as the console lists it. */
export const OrganizerActionView = z.object({
  /** Also the cursor of the next older page. */
  id: z.string(),
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

/** `?limit=&before=` of GET /api/organizer/actions and /api/<game>/organizer/actions: `before` pages to older entries. */
export const OrganizerActionsQuery = z.object({
  limit: z.coerce
    .number({ error: '条数必须是数字' })
    .int({ error: '条数必须是整数' })
    .min(1, { error: '条数至少为 1' })
    .max(200, { error: '条数最多为 200' })
    .default(30),
  before: EntryCursor.optional(),
});
export type OrganizerActionsQuery = z.infer<typeof OrganizerActionsQuery>;

/** A page of actions, newest first; `older` is the `before` of the next page, null when this page reaches the first entry. */
export const OrganizerActionsResponse = z.object({ actions: z.array(OrganizerActionView), older: z.string().nullable() });
export type OrganizerActionsResponse = z.infer<typeof OrganizerActionsResponse>;
