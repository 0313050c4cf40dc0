import express, { type Router } from 'express';
import { z } from 'zod';
import { requireAdmin, requireAuth, currentUser } from '@citygames/service-kit/auth-middleware';
import { notFound, forbidden } from '@citygames/service-kit/errors';
import { parseInput } from '@citygames/service-kit/validation';
import { getBanStatus } from '@citygames/task-engine/ban-status';
import { listProgress } from '@citygames/task-engine/progress';
import { submitAnswer } from '@citygames/task-engine/submit-answer';
import { recordSolveUnlessReset } from '../teams/reset-guard.js';
import { godGive } from '../admin/god-give.js';
import { findAreaByCodeFor } from '../areas/area-code-lookup.js';
import { moveTeamByCode } from '../areas/move-team.js';
import { hasVisited, listVisits } from '../areas/visits.js';
import { requireEventContent } from '../content/event-content.js';
import { stepLabel, stepsForRoll } from '../domain/step-draw.js';
import { Prop, type PropDocument } from '../props/prop.model.js';
import { useProp } from '../props/use-prop.js';
import { TEXTS } from '../texts.js';
import { presentArea, presentAreaSummary, presentProp, presentPuzzle } from './presenters.js';
import { requireLeader, requireTeam } from './team-context.js';

export interface RouteDeps {
  publicKey: string;
  now: () => Date;
  /** A uniform integer in [0, 100) for step draws. */
  roll: () => number;
}

const taskIdSchema = z
  .union([z.string(), z.number()], { error: TEXTS.selectTask })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, { error: TEXTS.selectTask }).max(40));

const completeBodySchema = z.object({
  taskId: taskIdSchema,
  answer: z.string({ error: '请输入答案' }).trim().min(1, { error: '请输入答案' }).max(200, { error: '答案不能超过 200 个字符' }),
});
const banQuerySchema = z.object({ taskId: z.string({ error: TEXTS.selectTask }).trim().min(1, { error: TEXTS.selectTask }).max(40) });
const codeParamsSchema = z.object({ code: z.string().trim().min(1, { error: TEXTS.areaCodeRequired }).max(64) });
const puzzleParamsSchema = z.object({ puzzleUrl: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, { error: TEXTS.puzzleNotFound }) });
const teamStatusBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('move_to'), args: z.object({ pos: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, { error: TEXTS.areaCodeRequired }).max(64)) }) }),
    z.object({ type: z.literal('use_prop'), args: z.object({ id: z.string({ error: TEXTS.propNotFound }).trim().min(1).max(64) }) }),
  ],
  { error: TEXTS.unknownAction },
);
const stepDrawBodySchema = z.object({ count: z.number().int().min(1).max(2).default(1) });

/** Every call of spec §7 that svc-pilotsh answers (login, register and is_admin are svc-auth's). */
export function pilotshRoutes(deps: RouteDeps): Router {
  const router = express.Router();
  const api = express.Router();
  router.use('/api/pilotsh', requireAuth('pilotsh', deps.publicKey), api);

  api.get('/area/current', async (req, res) => {
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const area = content.area(context.team.currentAreaSeq);
    if (!area) throw notFound(TEXTS.currentAreaMissing, 'AREA_NOT_FOUND');
    res.json(presentArea(area));
  });

  api.get('/area/visited', async (req, res) => {
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const visits = await listVisits(context.team._id);
    const areas = visits.flatMap((visit) => {
      const area = content.area(visit.areaSeq);
      return area ? [{ seq: area.seq, name: area.name, visitedAt: visit.visitedAt.toISOString() }] : [];
    });
    res.json({ areas, currentAreaSeq: context.team.currentAreaSeq });
  });

  api.get('/area/by-code/:code', async (req, res) => {
    const { code } = parseInput(codeParamsSchema, req.params);
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const area = await findAreaByCodeFor(context.teamId, content, code, deps.now());
    res.json({ message: TEXTS.areaFound(area.name), area: presentAreaSummary(area) });
  });

  api.get('/tasks/progress', async (req, res) => {
    // Independent reads go out together: the team with the content version, then its visits with its progress.
    const [context, content] = await Promise.all([requireTeam(req), requireEventContent()]);
    const allTaskIds = content.pack.tasks.map((task) => task.id);
    const [visits, allProgress] = await Promise.all([listVisits(context.team._id), listProgress(context.teamId, allTaskIds)]);
    const visited = new Set(visits.map((visit) => visit.areaSeq));
    visited.add(context.team.currentAreaSeq);
    const tasks = content.tasksOfAreas(visited);
    const progressById = new Map(allProgress.map((entry) => [entry.taskId, entry]));
    const progress = tasks.map((task) => progressById.get(task.id)!);
    res.json({
      team: { name: context.team.name, description: context.team.description },
      currentAreaSeq: context.team.currentAreaSeq,
      banPolicy: content.banPolicy,
      taskProgress: tasks.map((task, index) => ({
        taskId: task.id,
        name: task.name,
        description: task.description ?? null,
        areaSeq: task.areaSeq,
        completed: progress[index]!.completed,
        attemptCount: progress[index]!.attemptCount,
        completedAt: progress[index]!.completedAt,
        completedBy: progress[index]!.completedBy,
      })),
    });
  });

  api.post('/tasks/complete', async (req, res) => {
    const body = parseInput(completeBodySchema, req.body);
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const task = content.task(body.taskId);
    if (!task) throw notFound(TEXTS.taskNotFound, 'TASK_NOT_FOUND');
    if (task.areaSeq !== context.team.currentAreaSeq) throw forbidden(TEXTS.taskNotInCurrentArea, 'TASK_NOT_IN_CURRENT_AREA');
    const result = await submitAnswer({
      teamId: context.teamId,
      taskId: task.id,
      answer: body.answer,
      acceptedAnswers: task.answers,
      banPolicy: content.banPolicy,
      player: { id: context.user.id, name: context.memberName },
      now: deps.now(),
      onSolved: (session) => recordSolveUnlessReset(context.team._id, context.team.resetEpoch, deps.now(), session),
    });
    res.json(result);
  });

  api.get('/tasks/ban', async (req, res) => {
    const { taskId } = parseInput(banQuerySchema, req.query);
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const task = content.task(taskId);
    if (!task) throw notFound(TEXTS.taskNotFound, 'TASK_NOT_FOUND');
    res.json(await getBanStatus({ teamId: context.teamId, taskId: task.id, banPolicy: content.banPolicy, now: deps.now() }));
  });

  api.get('/tasks/get_pz_all', async (req, res) => {
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const visited = new Set((await listVisits(context.team._id)).map((visit) => visit.areaSeq));
    const puzzles = content.pack.puzzles
      .filter((puzzle) => visited.has(puzzle.areaSeq))
      .sort((a, b) => a.areaSeq - b.areaSeq)
      .map((puzzle) => ({ areaSeq: puzzle.areaSeq, puzzleUrl: puzzle.puzzleUrl, title: puzzle.title }));
    res.json({ puzzles });
  });

  api.get('/pz/:puzzleUrl', async (req, res) => {
    const { puzzleUrl } = parseInput(puzzleParamsSchema, req.params);
    const content = await requireEventContent();
    const puzzle = content.puzzle(puzzleUrl);
    if (!puzzle) throw notFound(TEXTS.puzzleNotFound, 'PUZZLE_NOT_FOUND');
    if (currentUser(req).role !== 'admin') {
      const context = await requireTeam(req);
      if (!(await hasVisited(context.team._id, puzzle.areaSeq))) throw forbidden(TEXTS.puzzleLocked, 'PUZZLE_LOCKED');
    }
    res.json({ puzzle: presentPuzzle(puzzle) });
  });

  api.get('/team/status', async (req, res) => {
    const context = await requireTeam(req);
    const props = (await Prop.find({ teamId: context.team._id }).sort({ createdAt: 1 }).lean()) as PropDocument[];
    res.json({
      status: {
        props: props.map(presentProp),
        currentAreaSeq: context.team.currentAreaSeq,
        teamName: context.team.name,
        role: context.role,
        isLeader: context.role === 'leader',
      },
    });
  });

  api.post('/team/status', async (req, res) => {
    const body = parseInput(teamStatusBodySchema, req.body);
    const context = await requireTeam(req);
    if (body.type === 'move_to') {
      requireLeader(context, '带领队伍前往新区域');
      const content = await requireEventContent();
      const area = await moveTeamByCode(context, content, body.args.pos, deps.now());
      res.json({ message: TEXTS.moved(area.name), area: presentArea(area) });
      return;
    }
    requireLeader(context, '使用道具');
    const used = await useProp(context, body.args.id, deps.now(), deps.roll);
    res.json({ message: used.message, prop: presentProp(used.prop), granted: used.granted ? presentProp(used.granted) : null });
  });

  api.post('/team/god_give', requireAdmin, async (req, res) => {
    const content = await requireEventContent();
    res.json(await godGive(req.body, content, { adminName: currentUser(req).name, now: deps.now(), roll: deps.roll }));
  });

  api.post('/admin/step-draw', requireAdmin, (req, res) => {
    const { count } = parseInput(stepDrawBodySchema, req.body ?? {});
    const cards = Array.from({ length: count }, () => {
      const steps = stepsForRoll(deps.roll());
      return { steps, label: stepLabel(steps) };
    });
    res.json({ cards });
  });

  api.use((_req, _res, next) => next(notFound('接口不存在')));
  return router;
}

