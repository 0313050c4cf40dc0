import { generateKeyPairSync } from 'node:crypto';
import { signToken, type Game, type Role } from '../auth/auth-token.js';

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
  id?: string;
  role?: Role;
  name?: string;
  phone: string;
}

/** Signs a token exactly as svc-auth would, for driving a game service in tests. */
export function tokenFor(game: Game, privateKey: string, user: TestUser): string {
  return signToken(
    { id: user.id ?? `acc-${user.phone}`, game, role: user.role ?? 'user', name: user.name ?? `玩家${user.phone.slice(-1)}`, phone: user.phone },
    { privateKey, expiresInSeconds: 3600 },
  );
}
