/**
 * The 503 of a game that is open but cannot answer now (its service is restarting, refuses the connection,
 * is slow or sheds load): `{ success: false, error: 'SERVICE_BUSY', game?, message }` with `Retry-After`.
 * Unlike GAME_OFFLINE (the organiser closed the game) the client keeps what it was sending and retries it
 * with the same Idempotency-Key; the write may or may not have been done.
 */
export const SERVICE_BUSY_ERROR = 'SERVICE_BUSY';
