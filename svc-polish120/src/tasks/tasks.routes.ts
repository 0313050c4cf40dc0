import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '@citygames/service-kit/validation';
import { listAttempts } from '@citygames/task-engine/attempts';
import { getBanStatus } from '@citygames/task-engine/ban-status';
import { listProgress } from '@citygames/task-engine/progress';
import { submitAnswer } from '@citygames/task-engine/submit-answer';
import { describeTeam } from '../domain/team-lookup.js';
import { startedPlayerContext } from '../http/player-context.js';
import { richText } from '../http/rich-text.js';
import { findOpenTask, readContentLocks } from '../http/content-locks.js';
import { displayAnswer } from './task-content.js';
import { areaVisitsOf } from '../areas/area-visits.js';
import { contentLocks } from '../domain/content-locks.js';

const taskIdSchema = z
  .string({ error: '请先选择任务' })
  .trim()
  .min(1, { error: '请先选择任务' })
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '任务编号格式不正确' });

const completeBody = z
  .object({
    taskId: taskIdSchema,
    answer: z.string({ error: '请填写答案' }).trim().min(1, { error: '请填写答案' }).max(200, { error: '答案不能超过 200 个字符' }),
  })
  .strict();

const banQuery = z.object({ taskId: taskIdSchema });
const taskParams = z.object({ taskId: taskIdSchema });

/** Task submission, bans, progress, one task's page and its attempt history. */
export function tasksRoutes(now: () => Date): Router {
  const router = Router();

  router.post('/api/polish120/tasks/complete', async (req, res) => {
    const body = parseInput(completeBody, req.body);
    const { pack, team, user, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), body.taskId);
    const at = now();
    const result = await submitAnswer({
      teamId: team.id,
      taskId: task.id,
      answer: body.answer,
      acceptedAnswers: task.answers,
      banPolicy: pack.event.banPolicy,
      player: { id: user.id, name: user.name },
      now: at,
    });
    res.json({ ...result, hint: result.isCorrect ? richText(task.hintHtml) : null });
  });

  router.get('/api/polish120/tasks/ban', async (req, res) => {
    const { taskId } = parseInput(banQuery, req.query);
    const { pack, team, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), taskId);
    res.json(await getBanStatus({ teamId: team.id, taskId: task.id, banPolicy: pack.event.banPolicy, now: now() }));
  });

  router.get('/api/polish120/tasks/progress', async (req, res) => {
    const { pack, team, state } = await startedPlayerContext(req);
    // One progress read serves both the locks (been_to comes from the solves) and the list.
    const allProgress = await listProgress(team.id, pack.tasks.map((task) => task.id));
    const { lockedTasks } = contentLocks(pack, new Set(areaVisitsOf(pack, state, allProgress).map((visit) => visit.areaId)));
    const openTasks = pack.tasks.filter((task) => !lockedTasks.has(task.id));
    const entries = allProgress.filter((entry) => !lockedTasks.has(entry.taskId));
    const taskById = new Map(openTasks.map((task) => [task.id, task]));
    res.json({
      team: { name: team.name, description: describeTeam(team) },
      taskProgress: entries.map((entry) => {
        const task = taskById.get(entry.taskId)!;
        return {
          ...entry,
          name: task.name,
          hint: entry.completed ? richText(task.hintHtml) : null,
          answer: entry.completed ? displayAnswer(task) : null,
        };
      }),
    });
  });

  router.get('/api/polish120/tasks/:taskId', async (req, res) => {
    const { taskId } = parseInput(taskParams, req.params);
    const { pack, team, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), taskId);
    const [entry] = await listProgress(team.id, [task.id]);
    const completed = entry?.completed ?? false;
    res.json({
      taskId: task.id,
      name: task.name,
      descriptionHtml: richText(task.descriptionHtml),
      completed,
      attemptCount: entry?.attemptCount ?? 0,
      completedAt: entry?.completedAt ?? null,
      completedBy: entry?.completedBy ?? null,
      hint: completed ? richText(task.hintHtml) : null,
      answer: completed ? displayAnswer(task) : null,
      banPolicy: { ...pack.event.banPolicy },
    });
  });

  router.get('/api/polish120/tasks/:taskId/attempts', async (req, res) => {
    const { taskId } = parseInput(taskParams, req.params);
    const { pack, team, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), taskId);
    res.json({ taskId: task.id, name: task.name, attempts: await listAttempts(team.id, task.id) });
  });

  return router;
}
