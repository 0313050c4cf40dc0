export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 20;

/** Longest phone / name / password a login form may send; anything longer cannot match an account. */
export const LOGIN_FIELD_MAX_LENGTH = 64;

/**
 * The key by which names are unique within a game: NFKC (full-width and half-width forms are one)
 * and lower case, so "Alice", "alice" and "Ａｌｉｃｅ" cannot be three different players.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}
