// The ES256 (P-256) key pair of the local run: svc-auth signs with the private key, every service verifies.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Creates `${dir}/jwt_private_key.pem` and `jwt_public_key.pem` on the first run, keeps them afterwards
 * (a new pair would log every player out).
 * @param {string} dir
 * @returns {{ privateKeyFile: string, publicKeyFile: string, created: boolean }}
 */
export function ensureKeyPair(dir) {
  const privateKeyFile = join(dir, 'jwt_private_key.pem');
  const publicKeyFile = join(dir, 'jwt_public_key.pem');
  if (existsSync(privateKeyFile) && existsSync(publicKeyFile)) return { privateKeyFile, publicKeyFile, created: false };
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(privateKeyFile, privateKey, { mode: 0o600 });
  writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
  return { privateKeyFile, publicKeyFile, created: true };
}
