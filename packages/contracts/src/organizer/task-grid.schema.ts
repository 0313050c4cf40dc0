import { z } from 'zod';

/** One (team, task) that is not untouched: solved, banned now, or answered wrong. */
export const TaskGridCell = z.object({
  taskId: z.string(),
  state: z.enum(['solved', 'banned', 'attempted']),
  /** Wrong answers so far (all periods). */
  wrongAnswers: z.number().int(),
  solvedAt: z.string().nullable(),
  banUntil: z.string().nullable(),
});
export type TaskGridCell = z.infer<typeof TaskGridCell>;

/**
 * The stuck board of pilotsh and polish120 (`GET /api/<game>/organizer/task-grid`): teams × tasks,
 * and per team since when it has solved nothing (its last solve, or its start when it has none).
 */
export const TaskGridResponse = z.object({
  /** The server's clock, so "stuck for" does not depend on the console's clock. */
  at: z.string(),
  tasks: z.array(z.object({ id: z.string(), name: z.string(), group: z.string() })),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      solved: z.number().int(),
      lastSolvedAt: z.string().nullable(),
      /**
       * The team's start: its first action (an answer, or what the game counts besides), or the game's scheduled opening once
       * that has passed and the team has done nothing; null: not started. The ranked results' start column is this.
       */
      startedAt: z.string().nullable(),
      /** lastSolvedAt, or the team's start when it has solved nothing; null when it has not started. */
      stuckSince: z.string().nullable(),
      cells: z.array(TaskGridCell),
    }),
  ),
});
export type TaskGridResponse = z.infer<typeof TaskGridResponse>;
