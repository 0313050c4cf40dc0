import type { Request, RequestHandler } from 'express';
import { GAMES } from './auth-token.js';
import { forbidden, unauthorized } from './errors.js';
import { type OrganizerUser, verifyOrganizerToken } from './organizer-token.js';
import { tokenVerifierFor } from './token-verifier.js';
import { toKeyObject } from './verification-key.js';

declare module 'express-serve-static-core' {
  interface Request {
    organizer?: OrganizerUser;
  }
}

export const ORGANIZER_ONLY_MESSAGE = '只有组织者可以进行此操作';

function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Accepts only organiser tokens. A valid token of a game (a player or a game admin) is a 403:
 * the caller is known but has no organiser rights; no token or a bad one is a 401.
 */
export function requireOrganizer(publicKey: string): RequestHandler {
  const key = toKeyObject(publicKey);
  const players = tokenVerifierFor(publicKey);
  return (req, _res, next) => {
    const token = bearer(req);
    if (!token) return next(unauthorized('未登录或登录已过期，请重新登录'));
    const organizer = verifyOrganizerToken(token, key);
    if (organizer) {
      req.organizer = organizer;
      return next();
    }
    if (GAMES.some((game) => players.verify(token, game))) return next(forbidden(ORGANIZER_ONLY_MESSAGE, 'ORGANIZER_ONLY'));
    next(unauthorized());
  };
}

export function currentOrganizer(req: Request): OrganizerUser {
  if (!req.organizer) throw unauthorized();
  return req.organizer;
}
