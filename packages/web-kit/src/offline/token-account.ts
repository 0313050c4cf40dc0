import { unverifiedTokenClaims } from '../auth/token-claims';

/**
 * The account a game token was issued to (its `sub`), read from the token without verifying it: the browser only
 * uses it to send a kept answer as the player who typed it. The server verifies every token it is sent.
 */
export function tokenAccount(token: string | null): string | null {
  const sub = unverifiedTokenClaims(token)?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

/**
 * The account logged in to a game now: the token's subject; '' for a token that names none (never one svc-auth
 * issues); null when nobody is logged in.
 */
export function loggedInAccount(token: string | null): string | null {
  return token ? (tokenAccount(token) ?? '') : null;
}
