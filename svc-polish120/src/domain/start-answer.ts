import { matchesStartFormat, type StartFormatRule } from '@citygames/contracts/polish120/start.rules';
import { matchesAcceptedAnswer } from '@citygames/task-engine/domain/normalize-answer';

/** The pack's answers decide; an answer without the pack's format is never right. */
export function isStartAnswerCorrect(answer: string, accepted: readonly string[], format: StartFormatRule | undefined): boolean {
  return matchesStartFormat(answer, format) && matchesAcceptedAnswer(answer.trim(), accepted);
}
