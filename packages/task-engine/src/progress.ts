import { TaskAttempt } from './data-access/task-attempt-model.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import type { TaskProgressEntry } from './types.js';

/** A solve, or a task's wrong-answer counter (the rows that carry `wrongAttempts`). */
type ProgressRow =
  { taskId: string; solvedAt: Date; playerName: string; wrongAttempts?: undefined } | { taskId: string; wrongAttempts: number; wrongAnswersTotal?: number };

/**
 * The team's progress on the given tasks, in their order: completed or not, who and when,
 * and how many answers were judged: the wrong ones plus the correct one (refused submissions are not attempts).
 * One round trip over documents that never outnumber the tasks: the team's solves with its
 * counters joined on ($unionWith), since every progress screen polls this. The attempts
 * collection, which grows with every wrong answer, is read only for counters stored before they
 * kept a total.
 */
export async function listProgress(teamId: string, taskIds: readonly string[]): Promise<TaskProgressEntry[]> {
  const rows = await TaskSolve.aggregate<ProgressRow>([
    { $match: { teamId } },
    { $project: { _id: 0, taskId: 1, solvedAt: 1, playerName: 1 } },
    {
      $unionWith: {
        coll: TeamTaskState.collection.collectionName,
        pipeline: [{ $match: { teamId } }, { $project: { _id: 0, taskId: 1, wrongAttempts: 1, wrongAnswersTotal: 1 } }],
      },
    },
  ]);
  const solveByTask = new Map<string, { solvedAt: Date; playerName: string }>();
  const wrongByTask = new Map<string, number>();
  const uncounted: string[] = [];
  for (const row of rows) {
    if (row.wrongAttempts === undefined) solveByTask.set(row.taskId, row);
    else if (typeof row.wrongAnswersTotal === 'number') wrongByTask.set(row.taskId, row.wrongAnswersTotal);
    else uncounted.push(row.taskId);
  }
  if (uncounted.length > 0) {
    const counts = await Promise.all(uncounted.map((taskId) => TaskAttempt.countDocuments({ teamId, taskId })));
    uncounted.forEach((taskId, index) => wrongByTask.set(taskId, counts[index]!));
  }
  return taskIds.map((taskId) => {
    const solve = solveByTask.get(taskId);
    return {
      taskId,
      completed: Boolean(solve),
      attemptCount: (wrongByTask.get(taskId) ?? 0) + (solve ? 1 : 0),
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
