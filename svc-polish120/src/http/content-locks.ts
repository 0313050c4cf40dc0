import { forbidden } from '@citygames/service-kit/errors';
import { beenTo } from '../areas/area-visits.js';
import type { EventPack, PackTask } from '../content/pack-schema.js';
import { contentLocks, type ContentLocks } from '../domain/content-locks.js';
import type { TeamState } from '../teams/team-state.js';
import { findTask } from '../tasks/task-content.js';
import { texts } from '../texts.js';

/** The team's locks, from its been_to (derived from its solves, so it never disagrees with them). */
export async function readContentLocks(pack: EventPack, state: TeamState): Promise<ContentLocks> {
  return contentLocks(pack, new Set(await beenTo(pack, state)));
}

/** The task, or 404 when the pack has none by that id, or 403 TASK_LOCKED while its card is locked. */
export function findOpenTask(pack: EventPack, locks: ContentLocks, taskId: string): PackTask {
  const task = findTask(pack, taskId);
  if (locks.lockedTasks.has(task.id)) throw forbidden(texts.taskLocked, 'TASK_LOCKED');
  return task;
}
