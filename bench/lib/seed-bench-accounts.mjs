// @ts-check
// The bench players' accounts in svc-auth's database, in a process of its own (`node seed-bench-accounts.mjs <mongoUri>`,
// the accounts as JSON on stdin, see bench-accounts.mjs): svc-auth's account code works on the default mongoose
// connection, which a process connects once, to one database.
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { repoPath } from '../../scripts/lib/workspace.mjs';

/** @param {string} path a built module of the repository */
const load = (path) => import(pathToFileURL(repoPath(path)).href);

/** Bench players never log in: no password matches this. */
const NO_PASSWORD = 'bench-player-without-password';

const [mongoUri] = process.argv.slice(2);
if (!mongoUri) {
  console.error('用法：node seed-bench-accounts.mjs <MongoDB 地址>（账号以 JSON 从标准输入读入）');
  process.exit(2);
}
/** @type {{ id: string, game: string, phone: string, name: string, role: string }[]} */
const accounts = JSON.parse(await text(process.stdin));
const { connectMongo, disconnectMongo } = await load('packages/service-kit/dist/data/mongo-connection.js');
const { defaultDatabaseName } = await load('packages/service-kit/dist/data/platform-database.js');
const { createAccount } = await load('svc-auth/dist/accounts/account.repository.js');
await connectMongo(mongoUri, defaultDatabaseName('auth'));
try {
  for (const account of accounts) {
    const created = await createAccount({ ...account, passwordHash: NO_PASSWORD });
    if (!created.ok) throw new Error(`压测账号 ${account.game} ${account.phone} ${account.name}：${created.reason}`);
  }
} finally {
  await disconnectMongo();
}
// the database watch keeps timers of its own
process.exit(0);
