import { signToken, verifyToken } from '@citygames/service-kit/auth/auth-token';
import { readPemFromEnv } from '@citygames/service-kit/auth/keys';

export interface SigningKeys {
  privateKey: string;
  publicKey: string;
}

export type SigningKeysResult = { ok: true; keys: SigningKeys } | { ok: false; message: string };

const MISSING =
  'svc-auth 无法启动：缺少签名密钥。请设置 JWT_PRIVATE_KEY / JWT_PRIVATE_KEY_FILE 和 JWT_PUBLIC_KEY / JWT_PUBLIC_KEY_FILE' +
  '（本地运行 npm start 会在第一次启动时生成）。\n' +
  'svc-auth cannot start: signing keys missing. Set JWT_PRIVATE_KEY / JWT_PRIVATE_KEY_FILE and JWT_PUBLIC_KEY / JWT_PUBLIC_KEY_FILE ' +
  '(npm start generates a pair on its first run).';

const MISMATCH =
  'svc-auth 无法启动：JWT_PRIVATE_KEY 与 JWT_PUBLIC_KEY 不是一对 ES256（P-256）密钥。\n' +
  'svc-auth cannot start: JWT_PRIVATE_KEY and JWT_PUBLIC_KEY are not one ES256 (P-256) key pair.';

/** Reads the key pair from the environment and proves it signs and verifies a token. */
export function loadSigningKeys(): SigningKeysResult {
  let privateKey: string | undefined;
  let publicKey: string | undefined;
  try {
    privateKey = readPemFromEnv('JWT_PRIVATE_KEY');
    publicKey = readPemFromEnv('JWT_PUBLIC_KEY');
  } catch (error) {
    return { ok: false, message: `${MISSING}\n(${String(error)})` };
  }
  if (!privateKey || !publicKey) return { ok: false, message: MISSING };
  try {
    const probe = signToken({ id: 'key-check', game: 'pilotsh', role: 'user', name: 'key-check' }, { privateKey, expiresInSeconds: 60 });
    if (!verifyToken(probe, publicKey, 'pilotsh')) return { ok: false, message: MISMATCH };
  } catch (error) {
    return { ok: false, message: `${MISMATCH}\n(${String(error)})` };
  }
  return { ok: true, keys: { privateKey, publicKey } };
}
