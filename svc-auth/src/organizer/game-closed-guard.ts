import type { RequestHandler } from 'express';
import type { GameOfflineResponse } from '@citygames/contracts/organizer/game-state.schema';
import { isGame } from '@citygames/service-kit/auth/auth-token';
import { ORGANIZER_TEXTS } from '../texts.js';
import { isGameClosed } from './game-state.repository.js';

/** Player login and registration of a game the organiser closed answer GAME_OFFLINE, as its service does. */
export const refuseClosedGame: RequestHandler = async (req, res, next) => {
  const game = req.params.game;
  if (!isGame(game) || !(await isGameClosed(game))) return next();
  res.set('Retry-After', '30').set('Cache-Control', 'no-store');
  const answer: GameOfflineResponse = { success: false, error: 'GAME_OFFLINE', game, message: ORGANIZER_TEXTS.gameClosed };
  res.status(503).json(answer);
};
