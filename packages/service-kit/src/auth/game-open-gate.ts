import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Game } from './auth-token.js';
import { gameOfflineAnswer } from './game-availability.js';
import { gameAvailability } from './platform-records.js';
import { createPlayerAccessCheck, PLAYER_ACCESS_REFUSALS, type TeamSuspensionLookup } from './player-access.js';
import { notePlayerActivity } from './player-activity.js';
import { RecheckedValue } from '../data/rechecked-value.js';
import { tokenVerifierFor } from './token-verifier.js';
import type { VerificationKey } from './verification-key.js';

export interface GameGateOptions {
  game: Game;
  publicKey: VerificationKey;
  now: () => Date;
  logger?: Logger;
  /** How long one process trusts what it read, the game's state and each player's access (replicas agree within this time). Tests pass 0. */
  cacheMs?: number;
  /** How this game finds whether a player's team is suspended (team-suspensions.ts); without it only players are held. */
  teamSuspended?: TeamSuspensionLookup;
}

/**
 * In front of a game's player routes: while the organiser has the game closed, every player call
 * answers 503 GAME_OFFLINE (the gateway's shape); the organiser's routes are mounted before it and
 * never pass here. A player's token the organiser signed out (or whose player or team is suspended) is a 401 with its own code
 * and Chinese message (player-access.ts): the phone goes to the login page and says why. It also notes who was active,
 * for the console's overview.
 */
export function gameOpenGate(options: GameGateOptions): RequestHandler {
  // Requests that find the held answer too old share one read of it (a busy replica once sent one per waiting request).
  const availability = new RecheckedValue(() => gameAvailability(options.game), options.cacheMs ?? 2000);
  const prefix = `/api/${options.game}/`;
  const verifier = tokenVerifierFor(options.publicKey);
  const accessOf = createPlayerAccessCheck(options.cacheMs ?? 2000, options.teamSuspended);
  return async (req, res, next) => {
    if (!req.path.startsWith(prefix) || req.path.startsWith(`${prefix}organizer/`)) return next();
    // The answer ages by the process's clock, not the injectable game clock (tests freeze that one).
    const now = await availability.get();
    if (!now.open) {
      res.set('Retry-After', '30').set('Cache-Control', 'no-store');
      res.status(503).json(gameOfflineAnswer(options.game, now));
      return;
    }
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const player = token ? verifier.verify(token, options.game) : null;
    if (player && token) {
      const verdict = await accessOf(player, token);
      if (verdict !== 'ok') {
        res.set('Cache-Control', 'no-store');
        res.status(401).json({ success: false, ...PLAYER_ACCESS_REFUSALS[verdict] });
        return;
      }
      notePlayerActivity(player.id, player.name, options.now()).catch((error: unknown) =>
        options.logger?.warn({ err: error }, 'noting player activity failed'),
      );
    }
    next();
  };
}

/** A game's routes with the organiser's first, then the open/closed gate, then the players'. */
export function routesWithOrganizer(organizerRoutes: Router, gate: RequestHandler, playerRoutes: Router): Router {
  const router = Router();
  router.use(organizerRoutes);
  router.use(gate);
  router.use(playerRoutes);
  return router;
}
