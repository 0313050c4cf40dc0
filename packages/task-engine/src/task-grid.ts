import type { TaskGridCell, TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';

export interface TaskGridTeam {
  id: string;
  name: string;
  /**
   * The team's first action that is not an answer (an area it went to, setting off); null when none. Its
   * first answer, right or wrong, counts too: the earlier of the two is when it started.
   */
  startedAt: Date | null;
}

export type TaskGridTask = TaskGridResponse['tasks'][number];

/**
 * The organiser's stuck board: for every team and task whether it is solved, banned now or answered
 * wrong, and since when each team has solved nothing. Two reads (solves, answer states), whatever
 * the number of teams. A team that has done nothing counts from `gameStartedAt` (the game's scheduled
 * opening, once it has passed): before that it has not started; after it, doing nothing is being stuck.
 */
export async function readTaskGrid(
  teams: readonly TaskGridTeam[],
  tasks: readonly TaskGridTask[],
  now: Date,
  gameStartedAt: Date | null = null,
): Promise<TaskGridResponse> {
  const taskIds = tasks.map((task) => task.id);
  const [solves, states] = await Promise.all([
    TaskSolve.find({ taskId: { $in: taskIds } }, { teamId: 1, taskId: 1, solvedAt: 1 }).lean(),
    TeamTaskState.find({ taskId: { $in: taskIds } }, { teamId: 1, taskId: 1, wrongAnswersTotal: 1, banUntil: 1, firstWrongAt: 1 }).lean(),
  ]);
  const solvesOf = groupByTeam(solves);
  const statesOf = groupByTeam(states);
  return {
    at: now.toISOString(),
    tasks: [...tasks],
    teams: teams.map((team) => {
      const ownSolves = new Map((solvesOf.get(team.id) ?? []).map((solve) => [solve.taskId, solve.solvedAt]));
      const ownStates = new Map((statesOf.get(team.id) ?? []).map((state) => [state.taskId, state]));
      const cells: TaskGridCell[] = [];
      for (const taskId of taskIds) {
        const solvedAt = ownSolves.get(taskId) ?? null;
        const state = ownStates.get(taskId);
        const wrongAnswers = state?.wrongAnswersTotal ?? 0;
        const banUntil = state?.banUntil && state.banUntil > now ? state.banUntil : null;
        if (!solvedAt && !banUntil && wrongAnswers === 0) continue;
        cells.push({
          taskId,
          state: solvedAt ? 'solved' : banUntil ? 'banned' : 'attempted',
          wrongAnswers,
          solvedAt: solvedAt?.toISOString() ?? null,
          banUntil: solvedAt ? null : (banUntil?.toISOString() ?? null),
        });
      }
      const lastSolved = [...ownSolves.values()].reduce<Date | null>((latest, at) => (!latest || at > latest ? at : latest), null);
      const answeredAt = [...ownSolves.values(), ...[...ownStates.values()].flatMap((state) => (state.firstWrongAt ? [state.firstWrongAt] : []))];
      const startedAt =
        earliest([...answeredAt, ...(team.startedAt ? [team.startedAt] : [])]) ?? (gameStartedAt && gameStartedAt <= now ? gameStartedAt : null);
      return {
        id: team.id,
        name: team.name,
        solved: ownSolves.size,
        lastSolvedAt: lastSolved?.toISOString() ?? null,
        startedAt: startedAt?.toISOString() ?? null,
        stuckSince: (lastSolved ?? startedAt)?.toISOString() ?? null,
        cells,
      };
    }),
  };
}

function earliest(times: readonly Date[]): Date | null {
  return times.reduce<Date | null>((first, at) => (!first || at < first ? at : first), null);
}

function groupByTeam<Entry extends { teamId: string }>(entries: readonly Entry[]): Map<string, Entry[]> {
  const grouped = new Map<string, Entry[]>();
  for (const entry of entries) {
    const own = grouped.get(entry.teamId);
    if (own) own.push(entry);
    else grouped.set(entry.teamId, [entry]);
  }
  return grouped;
}
