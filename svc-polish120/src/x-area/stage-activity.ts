import type { GuessLimit } from '@citygames/contracts/common/answer.schema';
import { recordAnswerActivity } from '@citygames/task-engine/answer-activity';
import type { StageDecision, StageRequest } from '../domain/x-stage.js';

/**
 * The feed's entry of a judged X-area guess (a stage key or a station name), like a task answer's:
 * a step forward is a solve, a wrong guess is wrong (or banned when it used up the counter); a
 * request that changed nothing or was locked is no entry.
 */
export async function recordStageActivity(
  names: { team: string; player: string },
  request: StageRequest,
  decision: StageDecision,
  counted: GuessLimit | null,
  at: Date,
): Promise<void> {
  const task = request.kind === 'station' ? `X 区域站点 ${request.station}` : `X 区域第 ${request.target} 阶段`;
  const answer = request.kind === 'station' ? request.answer : request.key;
  if (decision.outcome === 'advance') {
    await recordAnswerActivity({ team: names.team, task }, names.player, { kind: 'task.solved' }, at);
  } else if (decision.outcome === 'wrong') {
    const outcome = counted?.isBanned
      ? ({ kind: 'task.banned', answer, banSeconds: counted.banPolicy.banSeconds } as const)
      : ({ kind: 'answer.wrong', answer } as const);
    await recordAnswerActivity({ team: names.team, task }, names.player, outcome, at);
  }
}
