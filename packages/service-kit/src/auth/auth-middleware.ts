import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Game, TokenUser } from './auth-token.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { phoneDirectoryFromEnv, type PhoneDirectory } from './phone-directory.js';
import { tokenVerifierFor } from './token-verifier.js';
import type { VerificationKey } from './verification-key.js';

declare module 'express-serve-static-core' {
  interface Request {
    user?: TokenUser;
  }
}

/** Which tokens a game's player routes accept and where the caller's phone comes from (the preview instance changes both: preview-role.ts). */
export interface PlayerTokenCheck {
  audience?: string;
  directory?: PhoneDirectory;
}

/**
 * Accepts only a Bearer token signed by svc-auth for this game (its audience; the preview instance's
 * audience there); everything else is a 401 JSON.
 * The key is parsed once, here, and a token that verified is remembered until it expires (token-verifier.ts). The caller's phone, which tokens no longer carry, comes from svc-auth (`phone-directory`).
 */
export function requireAuth(game: Game, publicKey: VerificationKey, check: PlayerTokenCheck = {}): RequestHandler {
  const { audience = game, directory = phoneDirectoryFromEnv() } = check;
  const verifier = tokenVerifierFor(publicKey);
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return next(unauthorized('未登录或登录已过期，请重新登录'));
    const token = match[1];
    const claims = verifier.verify(token, game, audience);
    if (!claims) return next(unauthorized());
    directory.phoneOf(token, claims).then(
      (phone) => {
        req.user = { ...claims, phone };
        next();
      },
      (error: unknown) => next(error),
    );
  };
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.user?.role !== 'admin') return next(forbidden('你没有权限访问此页面'));
  next();
};

/** The verified caller; routes behind requireAuth may rely on it. */
export function currentUser(req: Request): TokenUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
