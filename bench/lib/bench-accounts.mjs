// @ts-check
// The bench's synthetic players as accounts of svc-auth, and their tokens signed with the platform's key exactly as
// svc-auth signs them. A token does not carry the phone: a game service asks svc-auth for it (its phone directory), so
// every player the bench signs for is an account there, written by seed-bench-accounts.mjs (a process of its own).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { signToken } from '@citygames/service-kit/auth/auth-token';

/**
 * @typedef {object} BenchAccount
 * @property {string} label who the player is in the bench (`bench-fanhua-3`); the account id derives from it
 * @property {'pilotsh' | 'polish120' | 'fanhua'} game
 * @property {string} phone unique within the game
 * @property {string} name unique within the game
 * @property {'user' | 'admin'} [role] user unless given
 */

const SEEDER = new URL('./seed-bench-accounts.mjs', import.meta.url).pathname;

/** The account id of a bench player: ObjectId-shaped as svc-auth's ids are, the same label the same id. @param {string} label */
export const benchAccountId = (label) => createHash('sha256').update(`citygames-bench:${label}`).digest('hex').slice(0, 24);

/**
 * Writes the accounts into svc-auth's database and returns a token for each, in the order given.
 * @param {{ mongoUri: string, privateKey: string, accounts: BenchAccount[], expiresInSeconds?: number }} options
 * @returns {Promise<string[]>}
 */
export async function benchAccountTokens({ mongoUri, privateKey, accounts, expiresInSeconds = 3600 }) {
  const rows = accounts.map(({ label, game, phone, name, role = 'user' }) => ({ id: benchAccountId(label), game, phone, name, role }));
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SEEDER, mongoUri], { stdio: ['pipe', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`压测账号没有建好（退出码 ${code}）`))));
    child.stdin.end(JSON.stringify(rows));
  });
  return rows.map(({ id, game, role, name }) => signToken({ id, game, role, name }, { privateKey, expiresInSeconds }));
}
