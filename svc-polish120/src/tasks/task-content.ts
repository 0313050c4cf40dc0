import { notFound } from '@citygames/service-kit/errors';
import type { EventPack, PackTask } from '../content/pack-schema.js';
import { texts } from '../texts.js';

export function findTask(pack: EventPack, taskId: string): PackTask {
  const task = pack.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw notFound(texts.taskNotFound, 'TASK_NOT_FOUND');
  return task;
}

/** The answer shown once the task is completed. */
export function displayAnswer(task: PackTask): string {
  return task.displayAnswer ?? task.answers[0]!;
}
