import { Router } from 'express';
import type { StartTeamResponse, TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { TeamStatusCommand } from '@citygames/contracts/polish120/team-status.schema';
import { STATION_KEYS } from '@citygames/contracts/polish120/x-area.rules';
import { HttpError, forbidden } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { Polish120Context } from '../context.js';
import { guessKeyOf } from '../domain/x-area-guess-keys.js';
import { startTeam } from '../start/start-question.js';
import { texts } from '../texts.js';
import { applyStageRequest, xAreaRules } from '../x-area/apply-stage-request.js';
import { judgeStageGuess } from '../x-area/judge-stage-guess.js';
import { stageReplyOf } from '../x-area/stage-reply.js';
import { playerContext, playerContextWithProgress } from './player-context.js';
import { reachingTaskIds } from '../areas/area-visits.js';
import { readTeamState } from './team-state.repository.js';
import { teamStatusFrom, teamStatusOf } from './team-status.js';

/** GET/POST /team/status: the team's shared state; every change is decided here. */
export function createTeamRoutes({ now }: Polish120Context): Router {
  const router = Router();

  router.get('/team/status', async (req, res) => {
    // The team, its state and its progress on the tasks that lead to an area, in one round trip.
    const { pack, state, progress: reachingProgress } = await playerContextWithProgress(req, reachingTaskIds);
    const body: TeamStatusResponse = { status: teamStatusFrom(pack, state, reachingProgress) };
    res.json(body);
  });

  router.post('/team/status', async (req, res) => {
    const command = parseInput(TeamStatusCommand, req.body);
    const { team, pack, user } = await playerContext(req);

    if (command.type === 'start') {
      const { alreadyStarted, state } = await startTeam(team.id, now());
      const body: StartTeamResponse = {
        success: true,
        message: alreadyStarted ? texts.alreadyStarted : texts.started,
        status: await teamStatusOf(pack, state),
      };
      res.json(body);
      return;
    }

    const current = await readTeamState(team.id);
    if (!current.started) throw forbidden(texts.notStarted, 'TEAM_NOT_STARTED');
    const station = command.type === 'add' ? (STATION_KEYS.find((key) => command.args[key]) ?? null) : null;
    const request =
      command.type === 'add' && station
        ? ({ kind: 'station', station, answer: command.args.answer } as const)
        : command.type === 'set_x_stage'
          ? ({ kind: 'set', target: command.args.x_stage, key: command.args.x_stage_key } as const)
          : null;
    if (!request) throw new HttpError(400, 'VALIDATION_FAILED', '请求参数不正确');

    // A request with a guess counter is judged on a slot of it (task-engine's limited guesses), so parallel guesses cannot get
    // past a ban, and its advance, feed entry and reply commit with the slot's end; a request that changes nothing (a stage
    // already reached, a skip) gives its slot back and is not counted. A request without a counter (stage 4) only moves.
    const key = guessKeyOf(request);
    if (key) {
      res.json(await judgeStageGuess({ team, player: user.name, pack, request, station, key, now: now() }));
      return;
    }
    const { decision, state } = await applyStageRequest(team.id, request, xAreaRules(pack), now());
    const body = stageReplyOf(decision, station, null, await teamStatusOf(pack, state));
    res.json(body);
  });

  return router;
}
