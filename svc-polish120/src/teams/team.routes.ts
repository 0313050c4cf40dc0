import { Router } from 'express';
import type { StageChangeResponse, StartTeamResponse, TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { TeamStatusCommand } from '@citygames/contracts/polish120/team-status.schema';
import { MAX_X_STAGE, STATION_KEYS, type StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { HttpError, forbidden } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { judgeLimitedGuess } from '@citygames/task-engine/limited-guess';
import type { Polish120Context } from '../context.js';
import { guessKeyOf } from '../domain/x-area-guess-keys.js';
import type { StageDecision } from '../domain/x-stage.js';
import { startTeam } from '../start/start-question.js';
import { texts } from '../texts.js';
import { applyStageRequest, xAreaRules } from '../x-area/apply-stage-request.js';
import { recordStageActivity } from '../x-area/stage-activity.js';
import { playerContext } from './player-context.js';
import { reachingTaskIds } from '../areas/area-visits.js';
import { readTeamState, readTeamStateWithProgress } from './team-state.repository.js';
import { teamStatusFrom, teamStatusOf } from './team-status.js';

function stageMessage(
  decision: StageDecision,
  station: StationKey | null,
): { status: number; message: string; isCorrect: boolean; advanced: boolean; nearMiss: boolean } {
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
      return {
        status: 409,
        message: decision.needed === MAX_X_STAGE ? texts.xStage4Automatic : texts.xLocked(decision.needed),
        isCorrect: false,
        advanced: false,
        nearMiss: false,
      };
  }
}

/** GET/POST /team/status: the team's shared state; every change is decided here. */
export function createTeamRoutes({ now }: Polish120Context): Router {
  const router = Router();

  router.get('/team/status', async (req, res) => {
    const { team, pack } = await playerContext(req);
    // The team comes from the pack, so its state and its progress are read in one round trip.
    const { state, progress: reachingProgress } = await readTeamStateWithProgress(team.id, reachingTaskIds(pack));
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
    const rules = xAreaRules(pack);
    const station = command.type === 'add' ? (STATION_KEYS.find((key) => command.args[key]) ?? null) : null;
    const request =
      command.type === 'add' && station
        ? ({ kind: 'station', station, answer: command.args.answer } as const)
        : command.type === 'set_x_stage'
          ? ({ kind: 'set', target: command.args.x_stage, key: command.args.x_stage_key } as const)
          : null;
    if (!request) throw new HttpError(400, 'VALIDATION_FAILED', '请求参数不正确');

    // A request with a guess counter takes a slot of it before it is judged (task-engine's limited
    // guesses), so parallel guesses cannot get past a ban; a request that changes nothing (a stage
    // already reached, a skip) gives its slot back and is not counted.
    const key = guessKeyOf(request);
    const apply = () => applyStageRequest(team.id, request, rules, now());
    const { result: applied, counted } = key
      ? await judgeLimitedGuess({ teamId: team.id, key, banPolicy: pack.event.banPolicy, now: now() }, async () => {
          const outcome = await apply();
          return { wrong: outcome.decision.outcome === 'wrong', result: outcome };
        })
      : { result: await apply(), counted: null };
    const { decision, state } = applied;
    if (key) await recordStageActivity({ team: team.name, player: user.name }, request, decision, counted, now());
    const outcome = stageMessage(decision, station);
    const status = await teamStatusOf(pack, state);
    if (outcome.status !== 200) {
      throw new HttpError(outcome.status, 'X_STAGE_LOCKED', outcome.message, { isCorrect: false, status });
    }
    const { message: countedMessage, ...guessLimit } = counted ?? { message: outcome.message };
    const body: StageChangeResponse = {
      success: true,
      message: outcome.nearMiss ? outcome.message : countedMessage,
      isCorrect: outcome.isCorrect,
      advanced: outcome.advanced,
      nearMiss: outcome.nearMiss,
      ...guessLimit,
      status,
    };
    res.json(body);
  });

  return router;
}
