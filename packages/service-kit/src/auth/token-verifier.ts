import type { KeyObject } from 'node:crypto';
import { type Game, type TokenClaims, verifyTokenClaims } from './auth-token.js';
import { toKeyObject, type VerificationKey } from './verification-key.js';

/** A player's token checked against svc-auth's key: the claims, or null when anything is wrong with it. */
export interface TokenVerifier {
  /** `audience` is the game unless given (a preview instance passes `previewAudience(game)`). */
  verify(token: string, game: Game, audience?: string): TokenClaims | null;
}

/** Phones poll every few seconds with the same token; this many distinct tokens per process are remembered. */
const REMEMBERED_TOKENS = 20_000;

const verifiersByPem = new Map<string, TokenVerifier>();
const verifiersByKey = new WeakMap<KeyObject, TokenVerifier>();

/**
 * The one verifier of a key in this process, so every middleware that checks tokens (the open/closed
 * gate, requireAuth, the organiser routes) shares its parsed key and its memory. A malformed PEM throws here.
 */
export function tokenVerifierFor(publicKey: VerificationKey): TokenVerifier {
  const known = typeof publicKey === 'string' ? verifiersByPem.get(publicKey) : verifiersByKey.get(publicKey);
  if (known) return known;
  const verifier = createTokenVerifier(toKeyObject(publicKey));
  if (typeof publicKey === 'string') verifiersByPem.set(publicKey, verifier);
  else verifiersByKey.set(publicKey, verifier);
  return verifier;
}

/**
 * Verifies a token's signature once and remembers the claims until the token expires: the same
 * bytes always verify the same way, and an ES256 check is the largest cost of a cached read. Only
 * tokens that verified are remembered (keyed by the game and the whole token), so a forged or
 * altered token is always checked in full; the expiry is compared again on every use.
 */
export function createTokenVerifier(key: KeyObject, now: () => number = Date.now, capacity = REMEMBERED_TOKENS): TokenVerifier {
  const remembered = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    verify(token, game, audience = game) {
      const memoKey = `${game} ${audience} ${token}`;
      const hit = remembered.get(memoKey);
      if (hit) {
        if (now() < hit.expiresAtMs) return hit.claims;
        remembered.delete(memoKey);
        return null;
      }
      const verified = verifyTokenClaims(token, key, game, audience);
      if (!verified) return null;
      // Without an expiry claim the token is checked every time rather than trusted for ever.
      if (verified.expiresAtMs === null) return verified.claims;
      if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value!);
      remembered.set(memoKey, { claims: Object.freeze(verified.claims), expiresAtMs: verified.expiresAtMs });
      return verified.claims;
    },
  };
}
