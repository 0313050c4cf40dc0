import type { Request } from 'express';
import { type Game, isGame } from '@citygames/service-kit/auth-token';
import { notFound } from '@citygames/service-kit/errors';
import { TEXTS } from '../texts.js';

/** The game named in the path (`/api/:game/...`); any other name is a JSON 404. */
export function gameFromPath(req: Request): Game {
  const game = req.params.game;
  if (!isGame(game)) throw notFound(TEXTS.unknownGame, 'UNKNOWN_GAME');
  return game;
}
