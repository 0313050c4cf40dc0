import { withPlatformDatabase, type CliIo } from '@citygames/service-kit/platform-database';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';
import { createPasswordHasher, type PasswordHasher } from '../passwords/password-hasher.js';
import { removeOrganizer, upsertOrganizer } from '../organizer/organizer-account.repository.js';

export const MAKE_ORGANIZER_USAGE = [
  '用法：ORGANIZER_PASSWORD=密码 npm run organizer -- <手机号> <显示名>',
  '      npm run organizer -- <手机号> --remove',
  '创建组织者账号（已存在则更新显示名与密码）；密码 8–64 位，从环境变量读取，不留在命令历史里。',
].join('\n');

/** `npm run organizer -- <phone> <name>` (password in ORGANIZER_PASSWORD) or `<phone> --remove`. */
export async function runMakeOrganizer(argv: readonly string[], io: CliIo, hasher: PasswordHasher = createPasswordHasher()): Promise<number> {
  const [rawPhone, second] = argv;
  const phone = rawPhone ? normalizePhone(rawPhone) : null;
  if (!phone || !second || argv.length > 2) {
    io.err(phone || !rawPhone ? MAKE_ORGANIZER_USAGE : `手机号格式不正确：${rawPhone}\n${MAKE_ORGANIZER_USAGE}`);
    return 2;
  }
  if (second === '--remove') {
    return withPlatformDatabase(io, 'auth', async () => {
      if (!(await removeOrganizer(phone))) {
        io.err(`没有手机号为 ${phone} 的组织者。`);
        return 1;
      }
      io.out(`已删除组织者 ${phone}。已登录的令牌最迟 12 小时后失效。`);
      return 0;
    });
  }
  const name = second.trim();
  const password = io.env.ORGANIZER_PASSWORD ?? '';
  if (name.length < 1 || name.length > 20 || password.length < 8 || password.length > 64) {
    io.err(`显示名 1–20 字，ORGANIZER_PASSWORD 8–64 位。\n${MAKE_ORGANIZER_USAGE}`);
    return 2;
  }
  const passwordHash = await hasher.hash(password);
  return withPlatformDatabase(io, 'auth', async () => {
    const created = await upsertOrganizer({ phone, name, passwordHash }, new Date());
    io.out(created ? `已创建组织者 ${name}（${phone}）。` : `已更新组织者 ${name}（${phone}）的显示名与密码。`);
    return 0;
  });
}
