import jwt from 'jsonwebtoken';
import type { VerificationKey } from './verification-key.js';

export const TOKEN_ISSUER = 'citygames-auth';
export const TOKEN_ALGORITHM = 'ES256';
export const GAMES = ['pilotsh', 'polish120', 'fanhua'] as const;
export type Game = (typeof GAMES)[number];
export type Role = 'user' | 'admin';

/** What every game service learns about the caller from a verified token. */
export interface TokenUser {
  id: string;
  game: Game;
  role: Role;
  name: string;
  phone: string;
}

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

/** Verifies signature, algorithm, issuer, audience (the game) and expiry. Returns null when any fails. */
export function verifyToken(token: string, publicKey: VerificationKey, game: Game): TokenUser | null {
  try {
    const payload = jwt.verify(token, publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: game,
    });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, role, name, phone } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || (role !== 'user' && role !== 'admin')) return null;
    if (typeof name !== 'string' || typeof phone !== 'string') return null;
    return { id: sub, game, role, name, phone };
  } catch {
    return null;
  }
}

export interface SignOptions {
  privateKey: string;
  expiresInSeconds: number;
}

export function signToken(user: TokenUser, { privateKey, expiresInSeconds }: SignOptions): string {
  return jwt.sign({ role: user.role, name: user.name, phone: user.phone }, privateKey, {
    algorithm: TOKEN_ALGORITHM,
    issuer: TOKEN_ISSUER,
    audience: user.game,
    subject: user.id,
    expiresIn: expiresInSeconds,
  });
}
