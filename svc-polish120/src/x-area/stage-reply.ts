import type { GuessLimit } from '@citygames/contracts/common/answer.schema';
import type { StageChangeResponse, TeamStatus } from '@citygames/contracts/polish120/team-status.schema';
import { MAX_X_STAGE, type StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { HttpError } from '@citygames/service-kit/http/errors';
import type { StageDecision } from '../domain/x-stage.js';
import { texts } from '../texts.js';

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

/**
 * The reply to a decided stage request: the verdict, the guess counter when the guess was counted, and the team's status after it.
 * A skip (a stage not reached yet) is refused with 409 X_STAGE_LOCKED.
 */
export function stageReplyOf(
  decision: StageDecision,
  station: StationKey | null,
  counted: (GuessLimit & { message: string }) | null,
  status: TeamStatus,
): StageChangeResponse {
  const outcome = stageMessage(decision, station);
  if (outcome.status !== 200) throw new HttpError(outcome.status, 'X_STAGE_LOCKED', outcome.message, { isCorrect: false, status });
  const { message: countedMessage, ...guessLimit } = counted ?? { message: outcome.message };
  return {
    success: true,
    message: outcome.nearMiss ? outcome.message : countedMessage,
    isCorrect: outcome.isCorrect,
    advanced: outcome.advanced,
    nearMiss: outcome.nearMiss,
    ...guessLimit,
    status,
  };
}
