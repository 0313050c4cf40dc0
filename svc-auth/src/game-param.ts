import { type Game, isGame } from '@citygames/service-kit/auth/auth-token';
import { notFound } from '@citygames/service-kit/http/errors';
import { TEXTS } from './texts.js';

/** The game named in a path (`/api/:game/...`); any other name is a JSON 404. */
export function gameParam(value: unknown): Game {
  if (!isGame(value)) throw notFound(TEXTS.unknownGame, 'UNKNOWN_GAME');
  return value;
}

/** The bearer token of a request, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
