#!/usr/bin/env node
/**
 * Generates the ES256 (P-256) key pair that svc-auth signs tokens with and every service verifies with.
 *   node scripts/generate-keys.mjs [dir] [--force] [--owner <uid>]
 * dir defaults to deploy/secrets (what docker-compose.yml mounts as secrets). Existing keys are kept unless
 * --force: a new pair logs every player out. Compose mounts secret files with their host owner and mode,
 * so when run as root the files are given to uid 1000 (the `node` user of the service images).
 */
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const PRIVATE_KEY_FILE = 'jwt_private_key.pem';
export const PUBLIC_KEY_FILE = 'jwt_public_key.pem';
/** The `node` user of the official Node images the services run as. */
export const CONTAINER_UID = 1000;

/** Writes a fresh pair into dir; returns the two paths, or null when a pair is there and force is false. */
export function generateKeys(dir, { force = false, owner } = {}) {
  const privatePath = join(dir, PRIVATE_KEY_FILE);
  const publicPath = join(dir, PUBLIC_KEY_FILE);
  if (!force && (existsSync(privatePath) || existsSync(publicPath))) return null;
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(privatePath, privateKey, { mode: 0o600 });
  writeFileSync(publicPath, publicKey, { mode: 0o644 });
  if (owner !== undefined) {
    chownSync(privatePath, owner, owner);
    chownSync(publicPath, owner, owner);
  }
  return { privatePath, publicPath };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, owner: { type: 'string' } },
  });
  const dir = resolve(positionals[0] ?? 'deploy/secrets');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const owner = values.owner !== undefined ? Number(values.owner) : isRoot ? CONTAINER_UID : undefined;
  if (owner !== undefined && !Number.isInteger(owner)) {
    console.error(`--owner 必须是数字 uid（收到 ${values.owner}）`);
    process.exit(2);
  }
  const written = generateKeys(dir, { force: values.force, owner });
  const shown = relative(process.cwd(), dir) || '.';
  if (!written) {
    console.log(`${shown}/ 已有密钥，保持不变（换新密钥会让所有玩家重新登录：加 --force）。`);
    return;
  }
  console.log(`已生成 ES256 密钥：${shown}/${PRIVATE_KEY_FILE}（仅 svc-auth 使用，请勿提交）和 ${shown}/${PUBLIC_KEY_FILE}。`);
  const uid = typeof process.getuid === 'function' ? process.getuid() : CONTAINER_UID;
  if (owner === undefined && uid !== CONTAINER_UID) {
    console.log(`提示：容器以 uid ${CONTAINER_UID} 运行；若 docker compose 报无法读取私钥，请执行 sudo chown ${CONTAINER_UID} ${shown}/*.pem`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
