import { matchesAcceptedAnswer } from '@citygames/task-engine/domain/normalize-answer';

/** The four characters of the first question (year, month, day, hour): the format rule the page states. */
export const START_CHARACTERS = ['年', '月', '日', '时'] as const;
export const START_ANSWER_LENGTH = 4;

/** Exactly four characters, each of 年 月 日 时 present. */
export function hasStartFormat(answer: string): boolean {
  const trimmed = answer.trim();
  return Array.from(trimmed).length === START_ANSWER_LENGTH && START_CHARACTERS.every((character) => trimmed.includes(character));
}

export function isStartAnswerCorrect(answer: string, accepted: readonly string[]): boolean {
  return hasStartFormat(answer) && matchesAcceptedAnswer(answer.trim(), accepted);
}
