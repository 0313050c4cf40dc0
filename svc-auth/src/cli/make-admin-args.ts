import { GAMES, type Game, type Role, isGame } from '@citygames/service-kit/auth/auth-token';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';

export interface MakeAdminRequest {
  game: Game;
  phone: string;
  role: Role;
}

export type ParsedArgs = { ok: true; request: MakeAdminRequest } | { ok: false; message: string };

export const MAKE_ADMIN_USAGE = [
  '用法：npm run admin -- <游戏> <手机号> [--revoke]',
  `  游戏：${GAMES.join('、')}`,
  '  --revoke：取消该账号的管理员身份',
  '例如：npm run admin -- pilotsh 13800000001',
].join('\n');

/** `<game> <phone> [--revoke]`, flags anywhere. */
export function parseMakeAdminArgs(argv: readonly string[]): ParsedArgs {
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = flags.find((flag) => flag !== '--revoke');
  if (unknownFlag) return { ok: false, message: `不认识的选项：${unknownFlag}\n${MAKE_ADMIN_USAGE}` };
  if (positional.length !== 2) return { ok: false, message: MAKE_ADMIN_USAGE };
  const [game, rawPhone] = positional as [string, string];
  if (!isGame(game)) return { ok: false, message: `未知的游戏「${game}」。可选：${GAMES.join('、')}` };
  const phone = normalizePhone(rawPhone);
  if (!phone) return { ok: false, message: `手机号格式不正确：${rawPhone}（应为 11 位中国大陆手机号）` };
  return { ok: true, request: { game, phone, role: flags.includes('--revoke') ? 'user' : 'admin' } };
}
