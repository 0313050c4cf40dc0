import { z } from 'zod';

export const VisitedArea = z.object({
  id: z.number().int(),
  name: z.string(),
  visitedAt: z.string(),
  /** What brought the team there: 'start' or the id of the solved task. */
  via: z.string(),
});
export type VisitedArea = z.infer<typeof VisitedArea>;

/** GET /api/polish120/area/visited: the first visit of every area, oldest first. */
export const VisitedAreasResponse = z.object({ areas: z.array(VisitedArea) });
export type VisitedAreasResponse = z.infer<typeof VisitedAreasResponse>;
