import type { RequestHandler } from 'express';
import { verifyToken } from '@citygames/service-kit/auth-token';
import { unauthorized } from '@citygames/service-kit/errors';
import { toKeyObject } from '@citygames/service-kit/verification-key';
import { TEXTS } from '../texts.js';
import { gameFromPath } from './game-param.js';

/**
 * GET /api/:game/players/is_admin, answered from the token alone: a token signed for this game
 * says whether its holder is an admin. A role change therefore shows at the next login.
 */
export function isAdminRoute(publicKey: string): RequestHandler {
  const key = toKeyObject(publicKey);
  return (req, res) => {
    const game = gameFromPath(req);
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized(TEXTS.notLoggedIn);
    const user = verifyToken(match[1], key, game);
    if (!user) throw unauthorized();
    res.json({ is_admin: user.role === 'admin' });
  };
}
