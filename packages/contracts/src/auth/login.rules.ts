/** How each game's login form names the identifier it sends, and how long a login field may be. */

/** pilotsh and polish120 log in by phone (`{phone, password}`); fanhua by username or phone (`{name, password}`). */
export const LOGIN_IDENTIFIER_FIELD = {
  pilotsh: 'phone',
  polish120: 'phone',
  fanhua: 'name',
} as const;
export type LoginIdentifierField = (typeof LOGIN_IDENTIFIER_FIELD)[keyof typeof LOGIN_IDENTIFIER_FIELD];

/** Longest phone / name / password a login form may send; anything longer cannot match an account. */
export const LOGIN_FIELD_MAX_LENGTH = 64;

/** The message of a successful pilotsh or polish120 login: the browser logs in on this message and a token, nothing else. */
export const PHONE_LOGIN_SUCCESS_MESSAGE = 'Login successful';
