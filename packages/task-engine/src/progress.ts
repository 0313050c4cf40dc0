import type { PipelineStage } from 'mongoose';
import { aggregateDocuments } from '@citygames/service-kit/data/aggregate-documents';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import type { TaskProgressEntry } from './types.js';

/** A team's solve of a task, as a progress read needs it. */
export interface SolveRow {
  taskId: string;
  solvedAt: Date;
  playerName: string;
}

/** A team's wrong-answer counter of a task (or of another guess key, which no task list names). */
export interface CounterRow {
  taskId: string;
  wrongAnswersTotal: number;
}

const SOLVE_FIELDS = { _id: 0, taskId: 1, solvedAt: 1, playerName: 1 } as const;
const COUNTER_FIELDS = { _id: 0, taskId: 1, wrongAnswersTotal: 1 } as const;

/** What progressLookupStages adds to the document it joins onto. */
export interface JoinedProgress {
  taskSolves: SolveRow[];
  taskCounters: CounterRow[];
}

/** The stages per team id field: built once, shared by every request like any constant stage. */
const lookupStagesByField = new Map<string, readonly PipelineStage.Lookup[]>();

/**
 * Two $lookup stages that join a team's solves and counters onto each document of the caller's
 * aggregation, by the engine's team id found at `teamIdField` (a plain field: jongodb matches no
 * array path), so a service reads its team and the team's progress in one round trip. Both joins
 * use the unique (teamId, taskId) indexes.
 */
export function progressLookupStages(teamIdField: string): readonly PipelineStage.Lookup[] {
  const known = lookupStagesByField.get(teamIdField);
  if (known) return known;
  const stages: PipelineStage.Lookup[] = [
    {
      $lookup: {
        from: TaskSolve.collection.collectionName,
        localField: teamIdField,
        foreignField: 'teamId',
        pipeline: [{ $project: SOLVE_FIELDS }],
        as: 'taskSolves',
      },
    },
    {
      $lookup: {
        from: TeamTaskState.collection.collectionName,
        localField: teamIdField,
        foreignField: 'teamId',
        pipeline: [{ $project: COUNTER_FIELDS }],
        as: 'taskCounters',
      },
    },
  ];
  lookupStagesByField.set(teamIdField, stages);
  return stages;
}

const unionOf = (coll: string, teamId: string, fields: Record<string, 0 | 1>): PipelineStage.UnionWith => ({
  $unionWith: { coll, pipeline: [{ $match: { teamId } }, { $project: fields }] },
});

/** The solves and counters among rows that a $unionWith of both collections appended (rows without a taskId are the caller's). */
function progressRowsOf(rows: readonly Record<string, unknown>[]): JoinedProgress {
  const joined: JoinedProgress = { taskSolves: [], taskCounters: [] };
  for (const row of rows) {
    if (typeof row.taskId !== 'string') continue;
    if (typeof row.wrongAnswersTotal === 'number') joined.taskCounters.push(row as unknown as CounterRow);
    else if (row.solvedAt !== undefined) joined.taskSolves.push(row as unknown as SolveRow);
  }
  return joined;
}

/**
 * The team's progress on the given tasks, in their order: completed or not, who and when,
 * and how many answers were judged: the wrong ones plus the correct one (refused submissions are not attempts).
 */
export function progressFrom(taskIds: readonly string[], { taskSolves, taskCounters }: JoinedProgress): TaskProgressEntry[] {
  const solveByTask = new Map(taskSolves.map((solve) => [solve.taskId, solve]));
  const wrongByTask = new Map(taskCounters.map((counter) => [counter.taskId, counter.wrongAnswersTotal]));
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

/**
 * The team's progress on the given tasks (progressFrom), in one round trip over documents that never
 * outnumber the tasks: the team's solves with its counters appended ($unionWith).
 */
export async function listProgress(teamId: string, taskIds: readonly string[]): Promise<TaskProgressEntry[]> {
  const rows = await aggregateDocuments<Record<string, unknown>>(TaskSolve, [
    { $match: { teamId } },
    { $project: SOLVE_FIELDS },
    unionOf(TeamTaskState.collection.collectionName, teamId, COUNTER_FIELDS),
  ]);
  return progressFrom(taskIds, progressRowsOf(rows));
}

/** Ids of the tasks the team has completed. */
export async function listSolvedTaskIds(teamId: string): Promise<Set<string>> {
  const solves = await TaskSolve.find({ teamId }).lean();
  return new Set(solves.map((solve) => solve.taskId));
}
