#!/usr/bin/env node
/**
 * Generates the ES256 (P-256) key pair that svc-auth signs tokens with and every service verifies with.
 *   node scripts/generate-keys.mjs [dir] [--force] [--owner <uid>]
 * dir defaults to deploy/secrets (what docker-compose.yml mounts as secrets). Existing keys are kept unless
 * --force: a new pair logs every player out. Compose mounts secret files with their host owner and mode,
 * so when run as root the files are given to uid 1000 (the `node` user of the service images).
 */
import { chownSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ensureKeyPair } from './lib/keys.mjs';

/** The `node` user of the official Node images the services run as. */
export const CONTAINER_UID = 1000;

/**
 * Writes a fresh pair into dir (the same files `npm start` makes in its data folder); returns the two
 * paths, or null when a pair is there and force is false.
 * @param {string} dir
 * @param {{ force?: boolean, owner?: number }} [options]
 */
export function generateKeys(dir, { force = false, owner } = {}) {
  if (force) {
    rmSync(resolve(dir, 'jwt_private_key.pem'), { force: true });
    rmSync(resolve(dir, 'jwt_public_key.pem'), { force: true });
  }
  const { privateKeyFile, publicKeyFile, created } = ensureKeyPair(dir);
  if (!created) return null;
  if (owner !== undefined) {
    chownSync(privateKeyFile, owner, owner);
    chownSync(publicKeyFile, owner, owner);
  }
  return { privateKeyFile, publicKeyFile };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, owner: { type: 'string' } },
  });
  const dir = resolve(positionals[0] ?? 'deploy/secrets');
  const uid = typeof process.getuid === 'function' ? process.getuid() : CONTAINER_UID;
  const owner = values.owner !== undefined ? Number(values.owner) : uid === 0 ? CONTAINER_UID : undefined;
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
  console.log(`已生成 ES256 密钥：${shown}/jwt_private_key.pem（仅 svc-auth 使用，切勿提交）和 ${shown}/jwt_public_key.pem。`);
  if (owner === undefined && uid !== CONTAINER_UID) {
    console.log(`提示：容器以 uid ${CONTAINER_UID} 运行；若 svc-auth 报无法读取私钥，请执行 sudo chown ${CONTAINER_UID} ${shown}/*.pem`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
