import type { EventPack, PackTask } from './pack-schema.js';

/** What the player reads look up in a pack by task. */
export interface PackLookups {
  /** Every task's id, in the pack's order. */
  taskIds: readonly string[];
  taskById: ReadonlyMap<string, PackTask>;
  /** The ids of the tasks that lead to an area, in the pack's order. */
  reachingTaskIds: readonly string[];
  /** The area each of those tasks leads to. */
  areaOfReachingTask: ReadonlyMap<string, number>;
}

const lookupsOfLoadedPack = new WeakMap<EventPack, PackLookups>();

/**
 * The pack's lookups. A loaded pack is deep-frozen and shared by every request of its version
 * (event-pack.repository.ts), so its lookups are built once, not on every poll; a pack that can
 * still change (a draft being checked) gets fresh ones on each call.
 */
export function packLookups(pack: EventPack): PackLookups {
  const known = lookupsOfLoadedPack.get(pack);
  if (known) return known;
  const reaching = pack.tasks.flatMap((task) => (task.reachesArea === undefined ? [] : [{ id: task.id, areaId: task.reachesArea }]));
  const lookups: PackLookups = {
    taskIds: pack.tasks.map((task) => task.id),
    taskById: new Map(pack.tasks.map((task) => [task.id, task])),
    reachingTaskIds: reaching.map((task) => task.id),
    areaOfReachingTask: new Map(reaching.map((task) => [task.id, task.areaId])),
  };
  if (Object.isFrozen(pack)) lookupsOfLoadedPack.set(pack, lookups);
  return lookups;
}
