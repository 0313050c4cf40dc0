import type { TaskProgressEntry, TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import type { PackTask } from '../content/pack-schema.js';
import { taskContentOf } from './task-view.js';

/** What an entry says of the task itself: the same for every team while the content version holds. */
type TaskPart = Pick<TaskProgressEntry, 'taskId' | 'name' | 'description' | 'bodyHtml' | 'image' | 'areaSeq'>;

/** What an entry says of the team's progress on its task. */
export type ProgressPart = Pick<TaskProgressEntry, 'completed' | 'attemptCount' | 'completedAt' | 'completedBy'>;

/** A pack's tasks are shared, frozen, by every request of one content version: each task part is encoded once. */
const encodedTaskParts = new WeakMap<PackTask, Buffer>();

/** The task part of the task's entry as UTF-8 JSON, left open after its last field for the team's part. */
function taskPartJson(task: PackTask): Buffer {
  const known = encodedTaskParts.get(task);
  if (known) return known;
  const part: TaskPart = { taskId: task.id, name: task.name, ...taskContentOf(task), areaSeq: task.areaSeq };
  const encoded = Buffer.from(JSON.stringify(part).slice(0, -1));
  encodedTaskParts.set(task, encoded);
  return encoded;
}

/**
 * The progress answer as UTF-8 JSON, byte for byte what res.json sends for the same answer (the same fields in the
 * same order). Only the team's parts are serialised per request: a task's content, which can hold an inline picture of
 * many kilobytes, is serialised and encoded once per content version instead of on every poll.
 */
export function progressAnswerJson(head: Omit<TaskProgressResponse, 'taskProgress'>, entries: readonly { task: PackTask; progress: ProgressPart }[]): Buffer {
  // `head` always has fields, so its JSON without the closing brace continues with a comma.
  const chunks: Buffer[] = [Buffer.from(`${JSON.stringify(head).slice(0, -1)},"taskProgress":[`)];
  entries.forEach(({ task, progress }, index) => {
    const { completed, attemptCount, completedAt, completedBy } = progress;
    const progressJson = JSON.stringify({ completed, attemptCount, completedAt, completedBy } satisfies ProgressPart);
    // The task part is open after its last field: the team's fields follow it, and the entry's brace closes both.
    chunks.push(taskPartJson(task), Buffer.from(`,${progressJson.slice(1)}${index < entries.length - 1 ? ',' : ''}`));
  });
  chunks.push(Buffer.from(']}'));
  return Buffer.concat(chunks);
}
