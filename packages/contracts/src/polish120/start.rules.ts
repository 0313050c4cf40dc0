/**
 * The start question's format rule is part of the event pack. The service checks it before judging,
 * and the page gets it (never the accepted answers) so it can say what shape is expected.
 */
export interface StartFormatRule {
  /** Exactly this many characters (after trimming), when set. */
  length?: number | undefined;
  /** Characters that must each appear in the answer, when set. */
  requiredCharacters?: string[] | undefined;
  /** What the player is told when the answer does not have the format. */
  message: string;
  /** The answer field's placeholder (e.g. '四个字'). */
  placeholder?: string | undefined;
}

/** The longest start answer the service accepts, in characters. */
export const START_ANSWER_MAX_LENGTH = 100;

/** True when the answer has the format (no rule: any non-empty answer). */
export function matchesStartFormat(answer: string, rule: StartFormatRule | null | undefined): boolean {
  const trimmed = answer.trim();
  if (trimmed.length === 0) return false;
  if (!rule) return true;
  if (rule.length !== undefined && Array.from(trimmed).length !== rule.length) return false;
  return (rule.requiredCharacters ?? []).every((character) => trimmed.includes(character));
}
