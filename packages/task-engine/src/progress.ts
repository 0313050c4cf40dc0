import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import type { TaskProgressEntry } from './types.js';

/** A solve, or a task's wrong-answer counter (the rows that carry `wrongAttempts`). */
type ProgressRow = { taskId: string; solvedAt: Date; playerName: string; wrongAnswersTotal?: undefined } | { taskId: string; wrongAnswersTotal: number };

/**
 * The team's progress on the given tasks, in their order: completed or not, who and when,
 * and how many answers were judged: the wrong ones plus the correct one (refused submissions are not attempts).
 * One round trip over documents that never outnumber the tasks: the team's solves with its
 * counters joined on ($unionWith), since every progress screen polls this.
 */
export async function listProgress(teamId: string, taskIds: readonly string[]): Promise<TaskProgressEntry[]> {
  const rows = await TaskSolve.aggregate<ProgressRow>([
    { $match: { teamId } },
    { $project: { _id: 0, taskId: 1, solvedAt: 1, playerName: 1 } },
    {
      $unionWith: {
        coll: TeamTaskState.collection.collectionName,
        pipeline: [{ $match: { teamId } }, { $project: { _id: 0, taskId: 1, wrongAnswersTotal: 1 } }],
      },
    },
  ]);
  const solveByTask = new Map<string, { solvedAt: Date; playerName: string }>();
  const wrongByTask = new Map<string, number>();
  for (const row of rows) {
    if (row.wrongAnswersTotal === undefined) solveByTask.set(row.taskId, row);
    else wrongByTask.set(row.taskId, row.wrongAnswersTotal);
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
