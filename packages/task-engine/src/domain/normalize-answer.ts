import { normalizeAnswer } from '@citygames/contracts/common/answer.rules';

/** The rule lives in contracts so the organiser's studio previews exactly what the engine compares. */
export { normalizeAnswer };

/** True when the normalised answer equals one of the normalised accepted alternatives. */
export function matchesAcceptedAnswer(answer: string, acceptedAnswers: readonly string[]): boolean {
  const given = normalizeAnswer(answer);
  if (given.length === 0) return false;
  return acceptedAnswers.some((accepted) => normalizeAnswer(accepted) === given);
}
