import { signToken } from '@citygames/service-kit/auth/auth-token';
import type { Account } from './account.repository.js';

/** Tokens last one playing day: 12 hours, after which the player logs in again. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

/**
 * ES256, issuer citygames-auth, audience = the account's game, sub = account id, claims role and name.
 * No phone number: the token sits in the browser and travels with every request (services ask
 * GET /internal/<game>/me when they need it).
 */
export function issueLoginToken(account: Account, privateKey: string, ttlSeconds = TOKEN_TTL_SECONDS): string {
  return signToken({ id: account.id, game: account.game, role: account.role, name: account.name }, { privateKey, expiresInSeconds: ttlSeconds });
}
