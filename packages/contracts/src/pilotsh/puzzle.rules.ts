/** A puzzle's address (`/pilotsh/pz/<puzzleUrl>`): lower-case letters, digits and '-', 2 to 64 characters. */
export const PUZZLE_URL_PATTERN = /^[a-z0-9][a-z0-9-]{1,63}$/;
