import type { RequestHandler } from 'express';
import { verifyToken } from '@citygames/service-kit/auth-token';
import { unauthorized } from '@citygames/service-kit/errors';
import { findAccountsByIds } from '../accounts/account-repository.js';
import { TEXTS } from '../texts.js';
import { gameFromPath } from './game-param.js';

/**
 * GET /internal/:game/me: the bearer's own account, phone included, for the game services (tokens do not
 * carry the phone; pilotsh and polish120 find teams by it). Not under /api/, so the gateway never routes
 * it; and it only ever answers with the account the token was issued to.
 */
export function ownAccountRoute(publicKey: string): RequestHandler {
  return async (req, res) => {
    const game = gameFromPath(req);
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized(TEXTS.notLoggedIn);
    const claims = verifyToken(match[1], publicKey, game);
    if (!claims || !/^[0-9a-f]{24}$/.test(claims.id)) throw unauthorized();
    const [account] = await findAccountsByIds([claims.id]);
    if (!account || account.game !== game) throw unauthorized();
    res.json({ id: account.id, name: account.name, role: account.role, phone: account.phone });
  };
}
