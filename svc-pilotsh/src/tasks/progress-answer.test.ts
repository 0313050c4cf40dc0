import { describe, expect, it } from 'vitest';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import type { PackTask } from '../content/pack-schema.js';
import { progressAnswerJson, type ProgressPart } from './progress-answer.js';
import { taskContentOf } from './task-view.js';

const PICTURE = `data:image/png;base64,${'iVBORw0KGgo'.repeat(400)}`;
const TASKS: PackTask[] = [
  { id: 'T1-1', areaSeq: 1, name: '来处与去处', description: '回答 "引号" 与 \\ 反斜杠\n换行', answers: ['雾港'] },
  { id: 'T1-2', areaSeq: 1, name: '石碑', answers: ['和'] },
  {
    id: 'T1-3',
    areaSeq: 1,
    name: '钟楼',
    description: '看图',
    image: { src: PICTURE, alt: '钟楼北门' },
    bodyHtml: '<p>石碑在<strong>北门</strong>外<script>alert(1)</script></p>',
    answers: ['北'],
  },
  { id: 'T2-1', areaSeq: 2, name: '不可见的图', image: { src: 'https://example.com/a.png', alt: '外站' }, bodyHtml: '<script>x</script>', answers: ['a'] },
].map((task) => Object.freeze(task));
const PROGRESS: ProgressPart[] = [
  { completed: true, attemptCount: 3, completedAt: '2026-05-01T08:00:00.000Z', completedBy: '张三 "小张"' },
  { completed: false, attemptCount: 2, completedAt: null, completedBy: null },
  { completed: false, attemptCount: 0, completedAt: null, completedBy: null },
  { completed: true, attemptCount: 1, completedAt: '2026-05-01T09:30:00.000Z', completedBy: '李四' },
];
const HEAD = { team: { name: '雾港队', description: '第一队\t"出发"' }, currentAreaSeq: 2, banPolicy: { maxWrongAttempts: 3, banSeconds: 600 } };

/** The answer as the route built it before: one object, serialised whole by res.json. */
function serialisedWhole(tasks: readonly PackTask[], progress: readonly ProgressPart[]): string {
  return JSON.stringify({
    ...HEAD,
    taskProgress: tasks.map((task, index) => ({ taskId: task.id, name: task.name, ...taskContentOf(task), areaSeq: task.areaSeq, ...progress[index]! })),
  });
}

describe('progress answer JSON', () => {
  it('is byte for byte the whole answer serialised at once, and a valid answer', () => {
    for (const count of [0, 1, 2, TASKS.length]) {
      const tasks = TASKS.slice(0, count);
      const entries = tasks.map((task, index) => ({ task, progress: PROGRESS[index]! }));
      const bytes = progressAnswerJson(HEAD, entries);
      expect(bytes.equals(Buffer.from(serialisedWhole(tasks, PROGRESS)))).toBe(true);
      expect(TaskProgressResponse.parse(JSON.parse(bytes.toString('utf8'))).taskProgress).toHaveLength(count);
    }
  });

  it("serialises each team's own progress, with the task parts kept from an earlier answer", () => {
    const entries = (progress: readonly ProgressPart[]) => TASKS.map((task, index) => ({ task, progress: progress[index]! }));
    progressAnswerJson(HEAD, entries(PROGRESS));
    const solvedAll = PROGRESS.map((_, index) => ({ completed: true, attemptCount: index + 1, completedAt: '2026-05-02T00:00:00.000Z', completedBy: '王五' }));
    expect(progressAnswerJson(HEAD, entries(solvedAll)).toString('utf8')).toBe(serialisedWhole(TASKS, solvedAll));
  });
});
