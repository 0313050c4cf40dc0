import { withPlatformDatabase, type CliIo } from '@citygames/service-kit/data/platform-database';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';
import { createPasswordHasher, type PasswordHasher } from '../passwords/password-hasher.js';
import { findOrganizerByPhone, removeOrganizer, upsertOrganizer } from '../organizer/organizer-account.repository.js';
import { unlockOrganizer } from '../organizer/organizer-unlock.js';

export const MAKE_ORGANIZER_USAGE = [
  '用法：ORGANIZER_PASSWORD=密码 npm run organizer -- <手机号> <显示名>',
  '      npm run organizer -- <手机号> --remove',
  '      npm run organizer -- <手机号> --unlock',
  '创建组织者账号（已存在则更新显示名与密码）；密码 8–64 位，从环境变量读取，不留在命令历史里。',
  '--unlock：清除别人猜密码留下的失败次数，组织者马上可以在新设备上登录（记入平台操作记录）。',
].join('\n');

/** Who the audit log names for what the command line did. */
const COMMAND_LINE = { id: 'command-line', name: '命令行' };

/** `npm run organizer -- <phone> <name>` (password in ORGANIZER_PASSWORD), `<phone> --remove` or `<phone> --unlock`. */
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
  if (second === '--unlock') {
    return withPlatformDatabase(io, 'auth', async () => {
      const organizer = await findOrganizerByPhone(phone);
      if (!organizer) {
        io.err(`没有手机号为 ${phone} 的组织者。`);
        return 1;
      }
      await unlockOrganizer(organizer, COMMAND_LINE, new Date());
      io.out(`已清除组织者 ${organizer.name}（${phone}）的登录失败次数：现在可以在任何设备上用正确的密码登录。`);
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
