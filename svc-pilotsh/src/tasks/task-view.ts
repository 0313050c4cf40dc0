import type { TaskProgressEntry } from '@citygames/contracts/pilotsh/task.schema';
import type { PackTask } from '../content/pack-schema.js';
import { safeTaskBody } from '../domain/task-body.js';
import { isTaskPictureSource } from '../domain/task-picture.js';

type TaskContent = Pick<TaskProgressEntry, 'description' | 'bodyHtml' | 'image'>;

/** A pack's tasks are shared, frozen, by every request of one content version: each is sanitised once. */
const presented = new WeakMap<PackTask, TaskContent>();

/** What a player reads of a task: its description, its picture and its formatted body, sanitised. */
export function taskContentOf(task: PackTask): TaskContent {
  const known = presented.get(task);
  if (known) return known;
  const content: TaskContent = {
    description: task.description ?? null,
    bodyHtml: task.bodyHtml === undefined ? null : safeTaskBody(task.bodyHtml) || null,
    image: task.image && isTaskPictureSource(task.image.src) ? { src: task.image.src, alt: task.image.alt } : null,
  };
  presented.set(task, content);
  return content;
}
