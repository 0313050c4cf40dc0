/** The format the start page states: exactly four characters, each of 年 月 日 时. */
export const START_CHARACTERS = ['年', '月', '日', '时'] as const;
export const START_ANSWER_LENGTH = 4;

export function hasStartFormat(answer: string): boolean {
  const trimmed = answer.trim();
  return Array.from(trimmed).length === START_ANSWER_LENGTH && START_CHARACTERS.every((character) => trimmed.includes(character));
}
