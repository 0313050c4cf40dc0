import { generateKeyPairSync } from 'node:crypto';
import { signToken, type Game, type Role } from '../auth/auth-token.js';
import { fileTestPhone } from './test-phone-directory.js';

/** A throwaway ES256 key pair for tests, the same algorithm svc-auth uses. */
export function createTestKeys(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

export interface TestUser {
  /** `acc-<phone>` unless given. */
  id?: string;
  role?: Role;
  name?: string;
  /** The account's phone: not in the token, svc-auth's answer to the service (test-phone-directory.ts). */
  phone: string;
}

/** Signs a token exactly as svc-auth would, for driving a game service in tests, and files the account's phone for the service to ask. */
export function tokenFor(game: Game, privateKey: string, user: TestUser): string {
  const id = user.id ?? `acc-${user.phone}`;
  fileTestPhone(id, user.phone);
  return signToken({ id, game, role: user.role ?? 'user', name: user.name ?? `玩家${user.phone.slice(-1)}` }, { privateKey, expiresInSeconds: 3600 });
}
