import express, { type Router } from 'express';
import type { BanStatusResponse, SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { TaskBanQuery, TaskCompleteInput } from '@citygames/contracts/pilotsh/task.schema';
import { forbidden, notFound } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { getBanStatus } from '@citygames/task-engine/ban-status';
import { progressFrom, progressLookupStages, type JoinedProgress } from '@citygames/task-engine/progress';
import { submitAnswer } from '@citygames/task-engine/submit-answer';
import { visitsOf } from '../areas/area-visit.repository.js';
import { requireEventContent } from '../content/event-content.js';
import type { PilotshContext } from '../context.js';
import { recordSolveUnlessReset } from '../teams/reset-guard.js';
import { requireTeam, requireTeamJoining } from '../teams/team-context.js';
import { TEXTS } from '../texts.js';
import { progressAnswerJson } from './progress-answer.js';

/** The team's tasks: progress of the visited areas, answering a task of the current area, its ban. */
export function createTaskRoutes(ctx: PilotshContext): Router {
  const router = express.Router();

  router.get('/tasks/progress', async (req, res) => {
    // One round trip for the team's own state: its progress comes with the membership and the team. The
    // content and the visits come from caches keyed by versions (the content's, the team's move and reset counters).
    const [{ context, joined }, content] = await Promise.all([
      requireTeamJoining<JoinedProgress>(req, progressLookupStages('team.taskTeamId')),
      requireEventContent(),
    ]);
    const visits = await visitsOf(context.team);
    const visited = new Set(visits.map((visit) => visit.areaSeq));
    visited.add(context.team.currentAreaSeq);
    const tasks = content.tasksOfAreas(visited);
    const progress = progressFrom(
      tasks.map((task) => task.id),
      joined,
    );
    const head = {
      team: { name: context.team.name, description: context.team.description },
      currentAreaSeq: context.team.currentAreaSeq,
      banPolicy: content.banPolicy,
    };
    // The header res.json sets, given whole: res.type('json') would look the type up on every poll.
    res.set('Content-Type', 'application/json; charset=utf-8');
    res.send(
      progressAnswerJson(
        head,
        tasks.map((task, index) => ({ task, progress: progress[index]! })),
      ),
    );
  });

  router.post('/tasks/complete', async (req, res) => {
    const body = parseInput(TaskCompleteInput, req.body);
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const task = content.task(body.taskId);
    if (!task) throw notFound(TEXTS.taskNotFound, 'TASK_NOT_FOUND');
    if (task.areaSeq !== context.team.currentAreaSeq) throw forbidden(TEXTS.taskNotInCurrentArea, 'TASK_NOT_IN_CURRENT_AREA');
    const result: SubmitAnswerResponse = await submitAnswer({
      teamId: context.teamId,
      taskId: task.id,
      answer: body.answer,
      acceptedAnswers: task.answers,
      banPolicy: content.banPolicy,
      player: { id: context.user.id, name: context.memberName },
      now: ctx.now(),
      onSolved: (session) => recordSolveUnlessReset(context.team._id, context.team.resetEpoch, ctx.now(), session),
      activity: { team: context.team.name, task: task.name },
    });
    res.json(result);
  });

  router.get('/tasks/ban', async (req, res) => {
    const { taskId } = parseInput(TaskBanQuery, req.query);
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const task = content.task(taskId);
    if (!task) throw notFound(TEXTS.taskNotFound, 'TASK_NOT_FOUND');
    const status: BanStatusResponse = await getBanStatus({ teamId: context.teamId, taskId: task.id, banPolicy: content.banPolicy, now: ctx.now() });
    res.json(status);
  });

  return router;
}
