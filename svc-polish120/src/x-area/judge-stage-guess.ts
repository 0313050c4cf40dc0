import type { StageChangeResponse } from '@citygames/contracts/polish120/team-status.schema';
import type { StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { HttpError } from '@citygames/service-kit/http/errors';
import { storeAnswerWithEffect } from '@citygames/service-kit/idempotency/idempotency-claim';
import { writeAnswerActivity } from '@citygames/task-engine/answer-activity';
import { guessVerdictOf, logGuessAnswer } from '@citygames/task-engine/guess-answer-log';
import { judgeLimitedGuess } from '@citygames/task-engine/limited-guess';
import type { EventPack } from '../content/pack-schema.js';
import type { StageRequest } from '../domain/x-stage.js';
import { ensureTeamState } from '../teams/team-state.repository.js';
import { teamStatusOf } from '../teams/team-status.js';
import { applyDecidedAdvance, decideStageRequest, MAX_STAGE_TRIES, X_AREA_BUSY_MESSAGE, xAreaRules } from './apply-stage-request.js';
import { stageActivityOf } from './stage-activity.js';
import { stageAnswerOf } from './stage-answer-log.js';
import { stageReplyOf } from './stage-reply.js';

export interface StageGuess {
  team: { id: string; name: string };
  player: string;
  pack: EventPack;
  request: StageRequest;
  station: StationKey | null;
  /** The guess counter it is judged against. */
  key: string;
  now: Date;
}

/** Thrown inside the guess's transaction when a teammate's request moved the team after this one was decided: decide again. */
class TeamMovedMeanwhile extends HttpError {
  constructor() {
    super(409, 'X_AREA_MOVED', X_AREA_BUSY_MESSAGE);
  }
}

/**
 * A stage guess with a counter: decided against the stored state on a slot of the counter (task-engine's limited guesses), then
 * the advance, the slot's end, the feed entry, the answer's line in the answers CSV (stage-answer-log.ts) and the reply commit
 * in one transaction, or none of them does. A retry of the same Idempotency-Key after any failure replays the stored reply or
 * judges again on the same slot: counted once, applied once.
 */
export async function judgeStageGuess(guess: StageGuess): Promise<StageChangeResponse> {
  const { team, pack, request, now } = guess;
  await ensureTeamState(team.id);
  const rules = xAreaRules(pack);
  for (let tries = 0; tries < MAX_STAGE_TRIES; tries += 1) {
    let reply: StageChangeResponse | undefined;
    try {
      await judgeLimitedGuess(
        { teamId: team.id, key: guess.key, banPolicy: pack.event.banPolicy, now },
        async () => {
          const decided = await decideStageRequest(team.id, request, rules);
          return { wrong: decided.decision.outcome === 'wrong', result: decided };
        },
        undefined,
        async (session, judged) => {
          const { decision } = judged.result;
          const after = await applyDecidedAdvance(team.id, decision, now, session);
          if (!after) throw new TeamMovedMeanwhile();
          const body = stageReplyOf(decision, guess.station, judged.counted, await teamStatusOf(pack, after));
          const activity = stageActivityOf(request, decision, judged.counted);
          if (activity) await writeAnswerActivity(session, { team: team.name, task: activity.task }, guess.player, activity.outcome, now);
          const answered = stageAnswerOf(request, decision);
          if (answered) {
            const verdict = guessVerdictOf(decision.outcome === 'wrong', judged.counted);
            await logGuessAnswer({ ...answered, teamId: team.id, playerName: guess.player, verdict, submittedAt: now }, session);
          }
          await storeAnswerWithEffect(session, body);
          reply = body;
        },
      );
      if (reply) return reply;
    } catch (error) {
      if (!(error instanceof TeamMovedMeanwhile)) throw error;
    }
  }
  throw new HttpError(503, 'X_AREA_BUSY', X_AREA_BUSY_MESSAGE);
}
