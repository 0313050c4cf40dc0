import { listProgress } from '@citygames/task-engine/progress';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { packLookups } from '../content/pack-lookups.js';
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
  return areaVisitsOf(pack, state, await readReachingProgress(pack, state.teamId));
}

/** The progress of the tasks that lead to an area: all that where the team has been depends on. */
export async function readReachingProgress(pack: EventPack, teamId: string): Promise<TaskProgressEntry[]> {
  const reaching = reachingTaskIds(pack);
  return reaching.length === 0 ? [] : listProgress(teamId, reaching);
}

/** The ids of the tasks that lead to an area. */
export function reachingTaskIds(pack: EventPack): readonly string[] {
  return packLookups(pack).reachingTaskIds;
}

/** As listAreaVisits, from progress the caller already read (entries of tasks that reach no area are ignored). */
export function areaVisitsOf(pack: EventPack, state: TeamState, progress: readonly TaskProgressEntry[]): VisitedArea[] {
  const visits: VisitedArea[] = [];
  if (state.started && state.startedAt && pack.start.startArea !== undefined) {
    visits.push({ areaId: pack.start.startArea, visitedAt: state.startedAt.toISOString(), via: 'start' });
  }
  const areaOfTask = packLookups(pack).areaOfReachingTask;
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
  return beenToFrom(pack, state, await readReachingProgress(pack, state.teamId));
}

/** As beenTo, from progress the caller already read. */
export function beenToFrom(pack: EventPack, state: TeamState, progress: readonly TaskProgressEntry[]): number[] {
  return areaVisitsOf(pack, state, progress)
    .map((visit) => visit.areaId)
    .sort((a, b) => a - b);
}
