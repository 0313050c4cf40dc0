import type { ClientSession, Types } from 'mongoose';
import { forgetTasks, storedTaskIds } from '@citygames/task-engine/reset-team';
import { AreaVisit } from '../areas/area-visit.model.js';
import { recordVisit } from '../areas/area-visit.repository.js';
import { Team } from '../teams/team.model.js';
import type { EventPack } from './pack-schema.js';

/** The counters of area-code guesses share the task engine's collection under this prefix; they belong to no task. */
const AREA_CODE_KEY_PREFIX = 'area:';

/** The task ids and area numbers a team's progress hangs on, that the new pack no longer has. */
export interface RemovedEntries {
  taskIds: string[];
  areaSeqs: number[];
}

/** What of the stored progress hangs on entries the pack lacks (every id the progress names, read once). */
export async function removedEntriesOf(pack: EventPack, session?: ClientSession): Promise<RemovedEntries> {
  const taskIds = new Set(pack.tasks.map((task) => task.id));
  const areaSeqs = new Set(pack.areas.map((area) => area.seq));
  const [stored, visited, standing] = await Promise.all([
    storedTaskIds(session),
    AreaVisit.distinct('areaSeq').session(session ?? null),
    Team.distinct('currentAreaSeq').session(session ?? null),
  ]);
  const storedTasks = new Set(stored.filter((id) => !id.startsWith(AREA_CODE_KEY_PREFIX)));
  const storedAreas = new Set([...visited, ...standing].map(Number));
  return {
    taskIds: [...storedTasks].filter((id) => !taskIds.has(id)).sort(),
    areaSeqs: [...storedAreas].filter((seq) => !areaSeqs.has(seq)).sort((a, b) => a - b),
  };
}

/**
 * Publishing keeps every team's progress by stable ids (a task's `id`, an area's `seq`): only what hangs
 * on a removed entry goes. A removed task takes its solves, answers, counters and bans with it; a removed
 * area its visits, and a team standing in it goes back to the start area. Teams whose visits change get
 * a new `moveCount`, so no replica keeps their old visits (area-visit.repository.ts). Pass the import's transaction.
 */
export async function dropProgressOfRemovedEntries(pack: EventPack, now: Date, session: ClientSession): Promise<RemovedEntries> {
  const removed = await removedEntriesOf(pack, session);
  await forgetTasks(removed.taskIds, session);
  if (removed.areaSeqs.length > 0) {
    const inRemovedAreas = { areaSeq: { $in: removed.areaSeqs } };
    const visitors = (await AreaVisit.find(inRemovedAreas, { teamId: 1 }, { session }).lean()).map((visit) => visit.teamId);
    const stranded = await Team.find({ currentAreaSeq: { $in: removed.areaSeqs } }, { _id: 1 }, { session }).lean();
    await AreaVisit.deleteMany(inRemovedAreas, { session });
    await Team.updateMany({ currentAreaSeq: { $in: removed.areaSeqs } }, { $set: { currentAreaSeq: pack.startAreaSeq } }, { session });
    for (const team of stranded) await recordVisit(team._id, pack.startAreaSeq, now, session);
    const changed = uniqueIds([...visitors, ...stranded.map((team) => team._id)]);
    if (changed.length > 0) await Team.updateMany({ _id: { $in: changed } }, { $inc: { moveCount: 1 } }, { session });
  }
  return removed;
}

function uniqueIds(ids: readonly Types.ObjectId[]): Types.ObjectId[] {
  const seen = new Map(ids.map((id) => [id.toString(), id]));
  return [...seen.values()];
}
