import { listProgress } from '@citygames/task-engine/progress';
import type { EventPack } from '../content/pack-schema.js';
import type { TeamState } from '../teams/team-state.js';

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
  const visits: VisitedArea[] = [];
  if (state.started && state.startedAt && pack.start.startArea !== undefined) {
    visits.push({ areaId: pack.start.startArea, visitedAt: state.startedAt.toISOString(), via: 'start' });
  }
  const reaching = pack.tasks.filter((task) => task.reachesArea !== undefined);
  if (reaching.length > 0) {
    const progress = await listProgress(state.teamId, reaching.map((task) => task.id));
    progress.forEach((entry, index) => {
      if (entry.completed && entry.completedAt) {
        visits.push({ areaId: reaching[index]!.reachesArea!, visitedAt: entry.completedAt, via: entry.taskId });
      }
    });
  }
  // One entry per area: the first time the team got there.
  const firstByArea = new Map<number, VisitedArea>();
  for (const visit of visits.sort((a, b) => a.visitedAt.localeCompare(b.visitedAt))) {
    if (!firstByArea.has(visit.areaId)) firstByArea.set(visit.areaId, visit);
  }
  return [...firstByArea.values()];
}

/** The spec's been_to: the ids of the areas the team has been to, ascending. */
export async function beenTo(pack: EventPack, state: TeamState): Promise<number[]> {
  return (await listAreaVisits(pack, state)).map((visit) => visit.areaId).sort((a, b) => a - b);
}
