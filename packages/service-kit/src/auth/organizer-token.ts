import jwt from 'jsonwebtoken';
import { TOKEN_ALGORITHM, TOKEN_ISSUER } from './auth-token.js';
import type { VerificationKey } from './verification-key.js';

/** The audience of organiser tokens: a platform-level account, not an account of a game. */
export const ORGANIZER_AUDIENCE = 'organizer';
export const ORGANIZER_ROLE = 'organizer';

/** What a service learns about an organiser from a verified token (no phone: the token does not carry it). */
export interface OrganizerUser {
  id: string;
  name: string;
}

/** A verified organiser token: who, and which sign-in (`sid`), so that signing out or removal can end it. */
export interface OrganizerSession {
  organizer: OrganizerUser;
  sessionId: string;
}

export function signOrganizerToken(user: OrganizerUser, options: { privateKey: string; expiresInSeconds: number; sessionId: string }): string {
  return jwt.sign({ role: ORGANIZER_ROLE, name: user.name, sid: options.sessionId }, options.privateKey, {
    algorithm: TOKEN_ALGORITHM,
    issuer: TOKEN_ISSUER,
    audience: ORGANIZER_AUDIENCE,
    subject: user.id,
    expiresIn: options.expiresInSeconds,
  });
}

/**
 * Signature, algorithm, issuer, the organiser audience, the role, the sign-in id and expiry; null when
 * any fails. Whether the sign-in is still live is for requireOrganizer to ask the account.
 */
export function verifyOrganizerToken(token: string, publicKey: VerificationKey): OrganizerSession | null {
  try {
    const payload = jwt.verify(token, publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: ORGANIZER_AUDIENCE,
    });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, role, name, sid } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || role !== ORGANIZER_ROLE || typeof name !== 'string' || typeof sid !== 'string') return null;
    return { organizer: { id: sub, name }, sessionId: sid };
  } catch {
    return null;
  }
}
