/**
 * polish120's start question format rule: part of the event pack, checked by svc-polish120 and
 * sent to the browser (never the accepted answers) so the page can say what shape is expected
 * before anything is judged.
 */
export interface StartAnswerFormat {
  /** Exactly this many characters (after trimming), when set. */
  length?: number;
  /** Characters that must each appear in the answer, when set. */
  requiredCharacters?: string[];
  /** What the player is told when the answer does not have the format. */
  message: string;
  /** The answer field's placeholder (e.g. '四个字'). */
  placeholder?: string;
}

/** True when the answer has the format (no rule: any non-empty answer). */
export function matchesStartFormat(answer: string, rule: StartAnswerFormat | null | undefined): boolean {
  const trimmed = answer.trim();
  if (trimmed.length === 0) return false;
  if (!rule) return true;
  if (rule.length !== undefined && Array.from(trimmed).length !== rule.length) return false;
  return (rule.requiredCharacters ?? []).every((character) => trimmed.includes(character));
}
