import { connectMongo, disconnectMongo } from '@citygames/service-kit/mongo-connection';
import { setAccountRole } from '../accounts/account-repository.js';
import { parseMakeAdminArgs, type MakeAdminRequest } from './make-admin-args.js';
import { findPlatformMongoUri, redactMongoUri } from './platform-mongo-uri.js';

export interface MakeAdminIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Opens the platform's auth database around `work` (tests pass their own, already open). */
  withDatabase?: <T>(uri: string, dbName: string, work: () => Promise<T>) => Promise<T>;
}

async function openDatabase<T>(uri: string, dbName: string, work: () => Promise<T>): Promise<T> {
  await connectMongo(uri, dbName);
  try {
    return await work();
  } finally {
    await disconnectMongo();
  }
}

/** Applies the role change and says what happened. Exit codes: 0 done, 1 nothing to change, 2 bad usage. */
export async function applyRoleChange(request: MakeAdminRequest, io: Pick<MakeAdminIo, 'out' | 'err'>): Promise<number> {
  const change = await setAccountRole(request.game, request.phone, request.role);
  const where = `${request.game} 的账号 ${request.phone}`;
  if (!change) {
    io.err(`在 ${request.game} 中没有手机号为 ${request.phone} 的账号：请先让这位玩家在该游戏中注册。`);
    return 1;
  }
  const who = `${where}（${change.account.name}）`;
  if (request.role === 'admin') {
    io.out(change.previousRole === 'admin' ? `${who}本来就是管理员，未做改动。` : `已将 ${who}设为管理员。请对方重新登录后生效。`);
  } else {
    io.out(change.previousRole === 'admin' ? `已取消 ${who}的管理员身份。已登录的令牌最迟 12 小时后失效。` : `${who}本来就不是管理员，未做改动。`);
  }
  return 0;
}

/** `npm run admin -- <game> <phone> [--revoke]`. */
export async function runMakeAdmin(argv: readonly string[], io: MakeAdminIo): Promise<number> {
  const parsed = parseMakeAdminArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.message);
    return 2;
  }
  const source = findPlatformMongoUri(io.env, io.cwd);
  if (!source.ok) {
    io.err(source.message);
    return 1;
  }
  const dbName = io.env.MONGO_DB || 'citygames_auth';
  const withDatabase = io.withDatabase ?? openDatabase;
  try {
    return await withDatabase(source.uri, dbName, () => applyRoleChange(parsed.request, io));
  } catch (error) {
    io.err(
      `无法连接平台的 MongoDB（${redactMongoUri(source.uri)}，来自 ${source.from}）：平台可能已经停止。` +
        `请先运行 npm start，或检查 MONGODB_URI。\n(${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
}
