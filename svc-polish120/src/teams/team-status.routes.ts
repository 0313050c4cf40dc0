import { Router } from 'express';
import { z } from 'zod';
import { HttpError, forbidden } from '@citygames/service-kit/errors';
import { parseInput } from '@citygames/service-kit/validation';
import { countWrongGuess, refuseWhileGuessBanned, type GuessLimit } from '@citygames/task-engine/limited-guess';
import { guessKeyOf } from '../domain/x-area-guess-keys.js';
import { decideStageChange, MAX_X_STAGE, STATION_KEYS, type StageDecision, type StationKey } from '../domain/x-stage.js';
import { playerContext } from '../http/player-context.js';
import { startTeam } from '../start/start-quiz.js';
import { texts } from '../texts.js';
import { applyStageRequest, xAreaRules } from '../x-area/apply-stage-request.js';
import { readTeamState, xStateOf } from './team-state.js';
import { teamStatusBody } from './team-status-response.js';

const stationFlags = z
  .object({
    x1: z.literal(true).optional(),
    x2: z.literal(true).optional(),
    x3: z.literal(true).optional(),
    x4: z.literal(true).optional(),
    /** The station name the server checks (the spec's body only carries the flag). */
    answer: z.string().max(100, { error: '站名不能超过 100 个字符' }),
  })
  .strict()
  .refine((args) => STATION_KEYS.filter((key) => args[key]).length === 1, { error: '请只提交一个站点（x1、x2、x3 或 x4）' });

const statusCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), args: z.object({ confirm_start: z.literal(true, { error: '请确认开始' }) }).strict() }).strict(),
  z
    .object({
      type: z.literal('set_x_stage'),
      args: z
        .object({
          x_stage: z.number().int().min(1, { error: '阶段只能是 1–4' }).max(MAX_X_STAGE, { error: '阶段只能是 1–4' }),
          x_stage_key: z.string().max(200, { error: '内容过长' }),
        })
        .strict(),
    })
    .strict(),
  z.object({ type: z.literal('add'), args: stationFlags }).strict(),
]);

function stageMessage(decision: StageDecision, station: StationKey | null): { status: number; message: string; isCorrect: boolean; advanced: boolean; nearMiss: boolean } {
  switch (decision.outcome) {
    case 'advance': {
      const advanced = decision.to > decision.from;
      const message = advanced ? texts.xStageAdvanced(decision.to) : texts.xStationCorrect(decision.flag ?? station ?? '');
      return { status: 200, message, isCorrect: true, advanced, nearMiss: false };
    }
    case 'already':
      return { status: 200, message: station ? texts.xStationAlready : texts.xAlready, isCorrect: true, advanced: false, nearMiss: false };
    case 'wrong':
      return { status: 200, message: decision.nearMiss ? texts.xNearMiss : texts.xWrong, isCorrect: false, advanced: false, nearMiss: decision.nearMiss };
    case 'locked':
      return { status: 409, message: decision.needed === MAX_X_STAGE ? texts.xStage4Automatic : texts.xLocked(decision.needed), isCorrect: false, advanced: false, nearMiss: false };
  }
}

/** GET/POST /api/polish120/team/status: the team's shared state; every change is decided here. */
export function teamStatusRoutes(now: () => Date): Router {
  const router = Router();

  router.get('/api/polish120/team/status', async (req, res) => {
    const { team, pack } = await playerContext(req);
    res.json({ status: await teamStatusBody(pack, await readTeamState(team.id)) });
  });

  router.post('/api/polish120/team/status', async (req, res) => {
    const command = parseInput(statusCommand, req.body);
    const { team, pack } = await playerContext(req);

    if (command.type === 'start') {
      const { alreadyStarted, state } = await startTeam(team.id, now());
      res.json({ success: true, message: alreadyStarted ? texts.alreadyStarted : texts.started, status: await teamStatusBody(pack, state) });
      return;
    }

    const current = await readTeamState(team.id);
    if (!current.started) throw forbidden(texts.notStarted, 'TEAM_NOT_STARTED');
    const rules = xAreaRules(pack);
    const station = command.type === 'add' ? (STATION_KEYS.find((key) => command.args[key]) ?? null) : null;
    const request =
      command.type === 'add' && station
        ? ({ kind: 'station', station, answer: command.args.answer } as const)
        : command.type === 'set_x_stage'
          ? ({ kind: 'set', target: command.args.x_stage, key: command.args.x_stage_key } as const)
          : null;
    if (!request) throw new HttpError(400, 'VALIDATION_FAILED', '请求参数不正确');

    // Every judged guess (right or wrong) is refused while its stage is banned, as task answers are;
    // a request that changes nothing (already reached, a skip) is not a guess.
    const key = guessKeyOf(request);
    const limit = key ? { teamId: team.id, key, banPolicy: pack.event.banPolicy, now: now() } : null;
    const judged = ['wrong', 'advance'].includes(decideStageChange(xStateOf(current), request, rules).outcome);
    if (limit && judged) await refuseWhileGuessBanned(limit);

    const { decision, state } = await applyStageRequest(team.id, request, rules, now());
    const counted: (GuessLimit & { message: string }) | null = decision.outcome === 'wrong' && limit ? await countWrongGuess(limit) : null;
    const outcome = stageMessage(decision, station);
    const status = await teamStatusBody(pack, state);
    if (outcome.status !== 200) {
      throw new HttpError(outcome.status, 'X_STAGE_LOCKED', outcome.message, { isCorrect: false, status });
    }
    const { message: countedMessage, ...guessLimit } = counted ?? { message: outcome.message };
    res.json({
      success: true,
      message: outcome.nearMiss ? outcome.message : countedMessage,
      isCorrect: outcome.isCorrect,
      advanced: outcome.advanced,
      nearMiss: outcome.nearMiss,
      ...guessLimit,
      status,
    });
  });

  return router;
}
