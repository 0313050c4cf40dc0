import type { RequestHandler } from 'express';
import { isGame } from '@citygames/service-kit/auth-token';
import { GameStateModel } from './game-state.model.js';
import { ORGANIZER_TEXTS } from './organizer-texts.js';

/** Player login and registration of a game the organiser closed answer GAME_OFFLINE, as its service does. */
export const refuseClosedGame: RequestHandler = async (req, res, next) => {
  const game = req.params.game;
  if (!isGame(game)) return next();
  const state = await GameStateModel.findOne({ game }).lean();
  if (state?.open === false) {
    res.set('Retry-After', '30').set('Cache-Control', 'no-store');
    res.status(503).json({ success: false, error: 'GAME_OFFLINE', game, message: ORGANIZER_TEXTS.gameClosed });
    return;
  }
  next();
};
