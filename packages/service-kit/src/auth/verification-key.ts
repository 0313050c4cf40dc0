import { createPublicKey, type KeyObject } from 'node:crypto';

/** svc-auth's public key as configured (PEM) or already parsed. */
export type VerificationKey = string | KeyObject;

/**
 * Parses a PEM once so token checks do not: jsonwebtoken would otherwise call createPublicKey on
 * every request (8–15 % of a busy service's time). A bad PEM throws here, at start-up.
 */
export function toKeyObject(key: VerificationKey): KeyObject {
  return typeof key === 'string' ? createPublicKey(key) : key;
}
