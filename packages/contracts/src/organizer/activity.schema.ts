import { z } from 'zod';
import { PositionCursor } from './cursor.schema.js';

/** What happened, as the activity feed (`GET /api/<game>/organizer/activity`, `GET /api/organizer/activity`) names it. */
export const ACTIVITY_KINDS = ['answer.wrong', 'task.solved', 'task.banned', 'area.reward', 'area.move', 'awakening', 'trade', 'organizer'] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** One entry of the feed, newest first. */
export const ActivityEventView = z.object({
  /** The entry's position in its service's feed, as text; also the cursor: pass it as `after` (newer entries) or `before` (older entries). */
  id: z.string(),
  /** The same position as a number: entries of one service are ordered by it, never by their times. */
  position: z.number().int().min(1),
  at: z.string(),
  /** The game it happened in, or 'platform' for organiser actions on no single game. */
  game: z.string(),
  kind: ActivityKind,
  /** The teams it concerns: none, one, or both sides of a trade. */
  teams: z.array(z.string()),
  player: z.string().nullable(),
  /** One Chinese sentence. */
  summary: z.string(),
});
export type ActivityEventView = z.infer<typeof ActivityEventView>;

/**
 * `?team=&after=&before=&limit=`: `team` is a team's name (names are unique within a game); `after`
 * returns the entries after that position (the oldest `limit` of them, so polling never skips any, and
 * positions commit in order, so a late commit is never passed by), `before` the page before that
 * position; without either, the newest page.
 */
export const ActivityFeedQuery = z
  .object({
    team: z.string().trim().min(1, { error: '队名不能为空' }).max(40, { error: '队名过长' }).optional(),
    after: PositionCursor.optional(),
    before: PositionCursor.optional(),
    limit: z.coerce
      .number({ error: '条数必须是数字' })
      .int({ error: '条数必须是整数' })
      .min(1, { error: '条数至少为 1' })
      .max(100, { error: '条数最多为 100' })
      .default(50),
  })
  .refine((query) => !(query.after && query.before), { error: 'after 与 before 不能同时使用' });
export type ActivityFeedQuery = z.infer<typeof ActivityFeedQuery>;

/** Newest first; `older` is the `before` cursor of the next older page, null at the first entry. */
export const ActivityFeedResponse = z.object({ events: z.array(ActivityEventView), older: z.string().nullable() });
export type ActivityFeedResponse = z.infer<typeof ActivityFeedResponse>;
