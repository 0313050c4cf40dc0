/**
 * 409: the last guess the limit allows is being judged for a teammate right now, so this one was not judged; sent
 * again a moment later it is judged, or refused because the task was solved or the ban is real.
 */
export const GUESS_BEING_JUDGED = 'GUESS_BEING_JUDGED';

/** The longest answer a player may submit, in characters. */
export const ANSWER_MAX_LENGTH = 200;

/**
 * Answer normalisation shared by every game.
 *
 * - NFKC folds full-width letters, digits and punctuation to their half-width forms
 *   (`ＡＢＣ１２` → `ABC12`) and compatibility characters (`①` → `1`).
 * - Latin (and every other cased script) is case-folded.
 * - Everything that is neither a letter nor a digit is removed: spaces, punctuation, symbols,
 *   zero-width and control characters. Chinese characters are letters (\p{L}) and stay,
 *   digits stay. English-only normalisers that keep `[A-Z]` or `isalpha` would delete
 *   every Chinese character or every digit; this one keeps both.
 */
export function normalizeAnswer(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}
