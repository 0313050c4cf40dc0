import { forbidden, notFound } from '@citygames/service-kit/http/errors';
import type { ContentLocks } from '../domain/content-locks.js';
import type { EventPack, PackTask } from '../content/pack-schema.js';
import { texts } from '../texts.js';

export function findTask(pack: EventPack, taskId: string): PackTask {
  const task = pack.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw notFound(texts.taskNotFound, 'TASK_NOT_FOUND');
  return task;
}

/** The task, or 404 when the pack has none by that id, or 403 TASK_LOCKED while its card is locked. */
export function findOpenTask(pack: EventPack, locks: ContentLocks, taskId: string): PackTask {
  const task = findTask(pack, taskId);
  if (locks.lockedTasks.has(task.id)) throw forbidden(texts.taskLocked, 'TASK_LOCKED');
  return task;
}

/** The answer shown once the task is completed. */
export function displayAnswer(task: PackTask): string {
  return task.displayAnswer ?? task.answers[0]!;
}
