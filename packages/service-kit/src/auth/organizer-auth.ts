import type { Request, RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { GAMES } from './auth-token.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { isOrganizerSessionLive } from './organizer-sessions.js';
import { type OrganizerUser, verifyOrganizerToken } from './organizer-token.js';
import { platformDatabase } from './platform-records.js';
import { tokenVerifierFor } from './token-verifier.js';
import { toKeyObject } from './verification-key.js';

declare module 'express-serve-static-core' {
  interface Request {
    organizer?: OrganizerUser;
    organizerSessionId?: string;
  }
}

export const ORGANIZER_ONLY_MESSAGE = '只有组织者可以进行此操作';
const SESSION_ENDED_MESSAGE = '登录已失效（已退出或组织者账号已被移除），请重新登录';

function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Accepts only organiser tokens whose sign-in is still live (the account exists and lists the token's
 * `sid`; see organizer-sessions). A valid token of a game (a player or a game admin) is a 403: the
 * caller is known but has no organiser rights; no token, a bad one or an ended sign-in is a 401.
 * `accounts` is the database of the organiser accounts: the auth database, read-only, in a game
 * service (the default); svc-auth's own connection in svc-auth.
 */
export function requireOrganizer(publicKey: string, accounts: () => Connection = platformDatabase): RequestHandler {
  const key = toKeyObject(publicKey);
  const players = tokenVerifierFor(publicKey);
  return (req, _res, next) => {
    const token = bearer(req);
    if (!token) return next(unauthorized('未登录或登录已过期，请重新登录'));
    const session = verifyOrganizerToken(token, key);
    if (session) {
      isOrganizerSessionLive(accounts(), session.organizer.id, session.sessionId).then((live) => {
        if (!live) return next(unauthorized(SESSION_ENDED_MESSAGE));
        req.organizer = session.organizer;
        req.organizerSessionId = session.sessionId;
        next();
      }, next);
      return;
    }
    if (GAMES.some((game) => players.verify(token, game))) return next(forbidden(ORGANIZER_ONLY_MESSAGE, 'ORGANIZER_ONLY'));
    next(unauthorized());
  };
}

export function currentOrganizer(req: Request): OrganizerUser {
  if (!req.organizer) throw unauthorized();
  return req.organizer;
}

/** The sign-in of the organiser's token (to end it on sign-out). */
export function currentOrganizerSessionId(req: Request): string {
  if (!req.organizerSessionId) throw unauthorized();
  return req.organizerSessionId;
}
