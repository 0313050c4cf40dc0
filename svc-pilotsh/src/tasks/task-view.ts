import type { TaskProgressEntry } from '@citygames/contracts/pilotsh/task.schema';
import type { PackTask } from '../content/pack-schema.js';
import { safeTaskBody } from '../domain/task-body.js';
import { isTaskPictureSource } from '../domain/task-picture.js';

type TaskContent = Pick<TaskProgressEntry, 'description' | 'bodyHtml' | 'image'>;

/** What a player reads of a task: its description, its picture and its formatted body, sanitised (once per content version: progress-answer.ts keeps the result). */
export function taskContentOf(task: PackTask): TaskContent {
  return {
    description: task.description ?? null,
    bodyHtml: task.bodyHtml === undefined ? null : safeTaskBody(task.bodyHtml) || null,
    image: task.image && isTaskPictureSource(task.image.src) ? { src: task.image.src, alt: task.image.alt } : null,
  };
}
