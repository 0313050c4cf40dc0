import type { RequestHandler } from 'express';
import { isGame } from '@citygames/service-kit/auth/auth-token';
import { gameOfflineAnswer } from '@citygames/service-kit/auth/game-availability';
import { gameAvailabilityNow } from './game-state.repository.js';

/** Player login and registration of a closed game answer GAME_OFFLINE as its service does (saying when it opens, if it will by itself). */
export const refuseClosedGame: RequestHandler = async (req, res, next) => {
  const game = req.params.game;
  if (!isGame(game)) return next();
  const availability = await gameAvailabilityNow(game);
  if (availability.open) return next();
  res.set('Retry-After', '30').set('Cache-Control', 'no-store');
  res.status(503).json(gameOfflineAnswer(game, availability));
};
