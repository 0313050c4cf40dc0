import jwt from 'jsonwebtoken';
import type { VerificationKey } from './verification-key.js';

export const TOKEN_ISSUER = 'citygames-auth';
export const TOKEN_ALGORITHM = 'ES256';
export const GAMES = ['pilotsh', 'polish120', 'fanhua'] as const;
export type Game = (typeof GAMES)[number];
export type Role = 'user' | 'admin';

/** The caller as every game service knows it once authenticated (`requireAuth` fills in the phone). */
export interface TokenUser {
  id: string;
  game: Game;
  role: Role;
  name: string;
  phone: string;
}

/**
 * Whom a token is signed for: never the phone number (a token sits in the browser's storage and travels with every
 * request); services ask svc-auth for it (phone-directory.ts).
 */
export type TokenSubject = Omit<TokenUser, 'phone'>;

/** What a verified token says. */
export type TokenClaims = TokenSubject & {
  /** When the token was signed, ms (its `iatMs` claim): an organiser's sign-out ends the tokens signed up to it (player-access.ts). */
  issuedAtMs: number;
};

/**
 * The audience of the preview tokens of a game (docs/studio.md「以玩家身份预览」): a live instance
 * verifies `<game>` and so refuses them; the preview instance verifies only this one.
 */
export function previewAudience(game: Game): string {
  return `${game}-preview`;
}

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

/** Verifies signature, algorithm, issuer, audience (the game, unless given) and expiry. Returns null when any fails. */
export function verifyToken(token: string, publicKey: VerificationKey, game: Game, audience: string = game): TokenClaims | null {
  return verifyTokenClaims(token, publicKey, game, audience)?.claims ?? null;
}

/** What verifyToken checks, with the token's expiry (ms; null when it has none) for callers that remember it. */
export function verifyTokenClaims(
  token: string,
  publicKey: VerificationKey,
  game: Game,
  audience: string = game,
): { claims: TokenClaims; expiresAtMs: number | null } | null {
  try {
    const payload = jwt.verify(token, publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience,
    });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, role, name, exp, iatMs } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || (role !== 'user' && role !== 'admin')) return null;
    if (typeof name !== 'string' || typeof iatMs !== 'number') return null;
    return {
      claims: { id: sub, game, role, name, issuedAtMs: iatMs },
      expiresAtMs: typeof exp === 'number' ? exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

export interface SignOptions {
  privateKey: string;
  expiresInSeconds: number;
  /** The game by default; `previewAudience(game)` for a preview token. */
  audience?: string;
}

export function signToken(user: TokenSubject, { privateKey, expiresInSeconds, audience }: SignOptions): string {
  // iatMs: `iat` has whole seconds, and a phone signed out may sign in again within the same second
  return jwt.sign({ role: user.role, name: user.name, iatMs: Date.now() }, privateKey, {
    algorithm: TOKEN_ALGORITHM,
    issuer: TOKEN_ISSUER,
    audience: audience ?? user.game,
    subject: user.id,
    expiresIn: expiresInSeconds,
  });
}

/** When a token this service just signed expires (its `exp`), for answers that tell the caller. */
export function expiryOf(token: string): Date {
  const payload = jwt.decode(token);
  if (typeof payload !== 'object' || payload === null || typeof payload.exp !== 'number') throw new Error('token without expiry');
  return new Date(payload.exp * 1000);
}
