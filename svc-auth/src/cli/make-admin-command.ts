import { withPlatformDatabase, type CliIo } from '@citygames/service-kit/data/platform-database';
import { setAccountRole } from '../accounts/account.repository.js';
import { parseMakeAdminArgs, type MakeAdminRequest } from './make-admin-args.js';

/** Applies the role change and says what happened. Exit codes: 0 done, 1 nothing to change, 2 bad usage. */
export async function applyRoleChange(request: MakeAdminRequest, io: Pick<CliIo, 'out' | 'err'>): Promise<number> {
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
export async function runMakeAdmin(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseMakeAdminArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.message);
    return 2;
  }
  return withPlatformDatabase(io, 'auth', () => applyRoleChange(parsed.request, io));
}
