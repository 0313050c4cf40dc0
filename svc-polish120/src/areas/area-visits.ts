import { listProgress } from '@citygames/task-engine/progress';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import type { EventPack } from '../content/pack-schema.js';
import type { TeamState } from '../teams/team-state.repository.js';

export interface VisitedArea {
  areaId: number;
  visitedAt: string;
  /** What brought the team there: 'start' or the id of the solved task. */
  via: string;
}

/**
 * Where the team has been, derived from what the server already decided: the pack's start area
 * once the team has started, and the area of every task the team has solved (`reachesArea`).
 * Nothing is stored twice, so been_to can never disagree with the solves.
 */
export async function listAreaVisits(pack: EventPack, state: TeamState): Promise<VisitedArea[]> {
  const reaching = pack.tasks.filter((task) => task.reachesArea !== undefined);
  const progress =
    reaching.length > 0
      ? await listProgress(
          state.teamId,
          reaching.map((task) => task.id),
        )
      : [];
  return areaVisitsOf(pack, state, progress);
}

/** As listAreaVisits, from progress the caller already read (entries of tasks that reach no area are ignored). */
export function areaVisitsOf(pack: EventPack, state: TeamState, progress: readonly TaskProgressEntry[]): VisitedArea[] {
  const visits: VisitedArea[] = [];
  if (state.started && state.startedAt && pack.start.startArea !== undefined) {
    visits.push({ areaId: pack.start.startArea, visitedAt: state.startedAt.toISOString(), via: 'start' });
  }
  const areaOfTask = new Map(pack.tasks.flatMap((task) => (task.reachesArea !== undefined ? [[task.id, task.reachesArea] as const] : [])));
  for (const entry of progress) {
    const areaId = areaOfTask.get(entry.taskId);
    if (areaId !== undefined && entry.completed && entry.completedAt) {
      visits.push({ areaId, visitedAt: entry.completedAt, via: entry.taskId });
    }
  }
  // One entry per area: the first time the team got there.
  const firstByArea = new Map<number, VisitedArea>();
  for (const visit of visits.sort((a, b) => a.visitedAt.localeCompare(b.visitedAt))) {
    if (!firstByArea.has(visit.areaId)) firstByArea.set(visit.areaId, visit);
  }
  return [...firstByArea.values()];
}

/** The team status's been_to: the ids of the areas the team has been to, ascending. */
export async function beenTo(pack: EventPack, state: TeamState): Promise<number[]> {
  return (await listAreaVisits(pack, state)).map((visit) => visit.areaId).sort((a, b) => a - b);
}
