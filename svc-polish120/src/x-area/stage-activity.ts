import type { GuessLimit } from '@citygames/contracts/common/answer.schema';
import type { AnswerOutcome } from '@citygames/task-engine/answer-activity';
import type { StageDecision, StageRequest } from '../domain/x-stage.js';
import { stageSubjectOf } from './stage-answer-log.js';

/**
 * The feed's entry of a judged X-area guess (a stage key or a station name), like a task answer's:
 * a step forward is a solve, a wrong guess is wrong (or banned when it used up the counter); a
 * request that changed nothing or was locked is no entry.
 */
export function stageActivityOf(request: StageRequest, decision: StageDecision, counted: GuessLimit | null): { task: string; outcome: AnswerOutcome } | null {
  const task = stageSubjectOf(request).name;
  const answer = request.kind === 'station' ? request.answer : request.key;
  if (decision.outcome === 'advance') return { task, outcome: { kind: 'task.solved' } };
  if (decision.outcome !== 'wrong') return null;
  const outcome: AnswerOutcome = counted?.isBanned
    ? { kind: 'task.banned', answer, banSeconds: counted.banPolicy.banSeconds }
    : { kind: 'answer.wrong', answer };
  return { task, outcome };
}
