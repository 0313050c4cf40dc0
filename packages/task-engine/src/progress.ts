import { TaskAttempt } from './data-access/task-attempt-model.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import type { TaskProgressEntry } from './types.js';

/** A solve, or a task's attempt count (the rows that carry `count`). */
type ProgressRow = { taskId: string; solvedAt: Date; playerName: string; count?: undefined } | { taskId: string; count: number };

/**
 * The team's progress on the given tasks, in their order: completed or not, who and when,
 * and how many answers were judged: the wrong ones plus the correct one (refused submissions are not attempts).
 * One round trip: the team's solves with its attempt counts per task joined on ($unionWith), since
 * every progress screen polls this.
 */
export async function listProgress(teamId: string, taskIds: readonly string[]): Promise<TaskProgressEntry[]> {
  const rows = await TaskSolve.aggregate<ProgressRow>([
    { $match: { teamId } },
    { $project: { _id: 0, taskId: 1, solvedAt: 1, playerName: 1 } },
    {
      $unionWith: {
        coll: TaskAttempt.collection.collectionName,
        pipeline: [{ $match: { teamId } }, { $group: { _id: '$taskId', count: { $sum: 1 } } }, { $project: { _id: 0, taskId: '$_id', count: 1 } }],
      },
    },
  ]);
  const solveByTask = new Map<string, { solvedAt: Date; playerName: string }>();
  const countByTask = new Map<string, number>();
  for (const row of rows) {
    if (row.count === undefined) solveByTask.set(row.taskId, row);
    else countByTask.set(row.taskId, row.count);
  }
  return taskIds.map((taskId) => {
    const solve = solveByTask.get(taskId);
    return {
      taskId,
      completed: Boolean(solve),
      attemptCount: (countByTask.get(taskId) ?? 0) + (solve ? 1 : 0),
      completedAt: solve ? new Date(solve.solvedAt).toISOString() : null,
      completedBy: solve ? solve.playerName : null,
    };
  });
}

/** Ids of the tasks the team has completed. */
export async function listSolvedTaskIds(teamId: string): Promise<Set<string>> {
  const solves = await TaskSolve.find({ teamId }).lean();
  return new Set(solves.map((solve) => solve.taskId));
}
