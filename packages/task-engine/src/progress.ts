import { TaskAttempt } from './data-access/task-attempt-model.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import type { TaskProgressEntry } from './types.js';

/**
 * The team's progress on the given tasks, in their order: completed or not, who and when,
 * and how many answers were judged: the wrong ones plus the correct one (refused submissions are not attempts).
 */
export async function listProgress(teamId: string, taskIds: readonly string[]): Promise<TaskProgressEntry[]> {
  const [solves, attemptCounts] = await Promise.all([
    TaskSolve.find({ teamId }).lean(),
    TaskAttempt.aggregate<{ _id: string; count: number }>([
      { $match: { teamId } },
      { $group: { _id: '$taskId', count: { $sum: 1 } } },
    ]),
  ]);
  const solveByTask = new Map(solves.map((solve) => [solve.taskId, solve]));
  const countByTask = new Map(attemptCounts.map((row) => [row._id, row.count]));
  return taskIds.map((taskId) => {
    const solve = solveByTask.get(taskId);
    return {
      taskId,
      completed: Boolean(solve),
      attemptCount: (countByTask.get(taskId) ?? 0) + (solve ? 1 : 0),
      completedAt: solve ? solve.solvedAt.toISOString() : null,
      completedBy: solve ? solve.playerName : null,
    };
  });
}

/** Ids of the tasks the team has completed. */
export async function listSolvedTaskIds(teamId: string): Promise<Set<string>> {
  const solves = await TaskSolve.find({ teamId }).lean();
  return new Set(solves.map((solve) => solve.taskId));
}
