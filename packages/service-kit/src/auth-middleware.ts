import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Game, type TokenUser, verifyToken } from './auth-token.js';
import { forbidden, unauthorized } from './errors.js';
import { toKeyObject, type VerificationKey } from './verification-key.js';

declare module 'express-serve-static-core' {
  interface Request {
    user?: TokenUser;
  }
}

/** Accepts only a Bearer token signed by svc-auth for this game; everything else is a 401 JSON. */
export function requireAuth(game: Game, publicKey: VerificationKey): RequestHandler {
  const key = toKeyObject(publicKey);
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return next(unauthorized('未登录或登录已过期，请重新登录'));
    const user = verifyToken(match[1], key, game);
    if (!user) return next(unauthorized());
    req.user = user;
    next();
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
