import { Router } from 'express';
import type { BanStatusResponse, SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import type { CompleteTaskResponse, TaskAttemptsResponse, TaskDetailResponse, TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { BanStatusQuery, CompleteTaskInput, TaskParams } from '@citygames/contracts/polish120/tasks.schema';
import { parseInput } from '@citygames/service-kit/http/validation';
import { listAttempts } from '@citygames/task-engine/attempts';
import { getBanStatus } from '@citygames/task-engine/ban-status';
import { listProgress } from '@citygames/task-engine/progress';
import { submitAnswer } from '@citygames/task-engine/submit-answer';
import { areaVisitsOf } from '../areas/area-visits.js';
import { readContentLocks } from '../areas/content-locks.js';
import { packLookups } from '../content/pack-lookups.js';
import { richText } from '../content/rich-text.js';
import type { Polish120Context } from '../context.js';
import { contentLocks } from '../domain/content-locks.js';
import { describeTeam } from '../domain/team-lookup.js';
import { recordSolveUnlessReset } from '../teams/reset-guard.js';
import { startedPlayerContext, startedPlayerContextWithProgress } from '../teams/player-context.js';
import { displayAnswer, findOpenTask } from './task-content.js';

/** Task submission, bans, progress, one task's page and its attempt history. */
export function createTaskRoutes({ now }: Polish120Context): Router {
  const router = Router();

  router.post('/tasks/complete', async (req, res) => {
    const body = parseInput(CompleteTaskInput, req.body);
    const { pack, team, user, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), body.taskId);
    const at = now();
    const answerWithHint = (result: SubmitAnswerResponse): CompleteTaskResponse => ({ ...result, hint: result.isCorrect ? richText(task.hintHtml) : null });
    const result = await submitAnswer({
      teamId: team.id,
      taskId: task.id,
      answer: body.answer,
      acceptedAnswers: task.answers,
      banPolicy: pack.event.banPolicy,
      player: { id: user.id, name: user.name },
      now: at,
      onSolved: (session) => recordSolveUnlessReset(team.id, state.startedAt, at, session),
      activity: { team: team.name, task: task.name },
      reply: answerWithHint,
    });
    res.json(answerWithHint(result));
  });

  router.get('/tasks/ban', async (req, res) => {
    const { taskId } = parseInput(BanStatusQuery, req.query);
    const { pack, team, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), taskId);
    const status: BanStatusResponse = await getBanStatus({ teamId: team.id, taskId: task.id, banPolicy: pack.event.banPolicy, now: now() });
    res.json(status);
  });

  router.get('/tasks/progress', async (req, res) => {
    // One progress read serves both the locks (been_to comes from the solves) and the list; it comes
    // with the team's state in one round trip.
    const { pack, team, state, progress: allProgress } = await startedPlayerContextWithProgress(req);
    const { lockedTasks } = contentLocks(pack, new Set(areaVisitsOf(pack, state, allProgress).map((visit) => visit.areaId)));
    const { taskById } = packLookups(pack);
    const body: TaskProgressResponse = {
      team: { name: team.name, description: describeTeam(team) },
      taskProgress: allProgress
        .filter((entry) => !lockedTasks.has(entry.taskId))
        .map((entry) => {
          const task = taskById.get(entry.taskId)!;
          // Listed, not spread: `{ ...entry, name }` takes V8's slow path, a few microseconds per entry on every poll.
          return {
            taskId: entry.taskId,
            completed: entry.completed,
            attemptCount: entry.attemptCount,
            completedAt: entry.completedAt,
            completedBy: entry.completedBy,
            name: task.name,
            hint: entry.completed ? richText(task.hintHtml) : null,
            answer: entry.completed ? displayAnswer(task) : null,
          };
        }),
    };
    res.json(body);
  });

  router.get('/tasks/:taskId', async (req, res) => {
    const { taskId } = parseInput(TaskParams, req.params);
    const { pack, team, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), taskId);
    const [entry] = await listProgress(team.id, [task.id]);
    const completed = entry?.completed ?? false;
    const body: TaskDetailResponse = {
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
    };
    res.json(body);
  });

  router.get('/tasks/:taskId/attempts', async (req, res) => {
    const { taskId } = parseInput(TaskParams, req.params);
    const { pack, team, state } = await startedPlayerContext(req);
    const task = findOpenTask(pack, await readContentLocks(pack, state), taskId);
    const body: TaskAttemptsResponse = { taskId: task.id, name: task.name, attempts: await listAttempts(team.id, task.id) };
    res.json(body);
  });

  return router;
}
