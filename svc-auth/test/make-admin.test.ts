import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureCli } from '@citygames/service-kit/testing/cli-io';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AccountModel } from '../src/accounts/account.model.js';
import { parseMakeAdminArgs } from '../src/cli/make-admin-args.js';
import { findPlatformMongoUri, NO_RUNNING_PLATFORM, redactMongoUri, type CliIo } from '@citygames/service-kit/data/platform-database';
import { runMakeAdmin } from '../src/cli/make-admin-command.js';
import { createTestAuthApp, register } from './support/test-auth-app.js';

useTestDatabase('auth_make_admin');
const { app } = createTestAuthApp();

beforeEach(async () => {
  await clearDatabase();
});

/** A temporary DATA_DIR holding a state file as `npm start` writes it. */
function dataDirWithState(state: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'auth-make-admin-'));
  writeFileSync(join(dir, 'run-state.json'), JSON.stringify(state));
  return dir;
}

/** Runs the command against this test file's (already open) database and captures what it prints. */
async function run(argv: string[], env: NodeJS.ProcessEnv = { MONGODB_URI: 'mongodb://test' }) {
  const cli = captureCli(env, tmpdir());
  const code = await runMakeAdmin(argv, cli.io);
  return { code, out: cli.out.join('\n'), err: cli.err.join('\n'), opened: cli.opened };
}

describe('npm run admin -- <game> <phone> [--revoke]', () => {
  it('makes the account of that game admin, and only that one', async () => {
    const eve = { name: '伊芙', phone: '13412345678', password: 'secret12' };
    await register(app, 'pilotsh', eve);
    await register(app, 'fanhua', eve);
    const result = await run(['pilotsh', eve.phone]);
    expect(result.code).toBe(0);
    expect(result.out).toBe('已将 pilotsh 的账号 13412345678（伊芙）设为管理员。请对方重新登录后生效。');
    expect(result.opened).toEqual(['mongodb://test citygames_auth']);
    expect((await AccountModel.findOne({ game: 'pilotsh', phone: eve.phone }).lean())?.role).toBe('admin');
    expect((await AccountModel.findOne({ game: 'fanhua', phone: eve.phone }).lean())?.role).toBe('user');

    expect((await run(['pilotsh', eve.phone])).out).toMatch(/本来就是管理员/);
  });

  it('takes the admin role away with --revoke', async () => {
    await register(app, 'polish120', { name: '弗兰克', phone: '13412345679', password: 'secret12' });
    await run(['polish120', '13412345679']);
    const result = await run(['--revoke', 'polish120', '134 1234 5679']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^已取消 polish120 的账号 13412345679（弗兰克）的管理员身份/);
    expect((await AccountModel.findOne({ phone: '13412345679' }).lean())?.role).toBe('user');
  });

  it('says so clearly when there is no such account in that game', async () => {
    await register(app, 'pilotsh', { name: '格蕾丝', phone: '13412345670', password: 'secret12' });
    const result = await run(['fanhua', '13412345670']);
    expect(result.code).toBe(1);
    expect(result.err).toBe('在 fanhua 中没有手机号为 13412345670 的账号：请先让这位玩家在该游戏中注册。');
    expect(await AccountModel.countDocuments({ role: 'admin' })).toBe(0);
  });

  it('refuses an unknown game, a bad phone, wrong arguments and unknown options before touching the database', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['chess', '13412345678'], /^未知的游戏「chess」。可选：pilotsh、polish120、fanhua$/],
      [['pilotsh', '12345'], /手机号格式不正确：12345/],
      [['pilotsh'], /^用法：npm run admin -- <游戏> <手机号> \[--revoke\]/],
      [['pilotsh', '13412345678', '--force'], /不认识的选项：--force/],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.opened).toEqual([]);
    }
  });

  it('finds the local run through ${DATA_DIR}/run-state.json and says so when no platform runs', async () => {
    const dataDir = dataDirWithState({ mongoUri: 'mongodb://127.0.0.1:27999/?replicaSet=rs0', startedAt: 'x' });
    await register(app, 'fanhua', { name: '亨利', phone: '13412345671', password: 'secret12' });
    const found = await run(['fanhua', '13412345671'], { DATA_DIR: dataDir, MONGO_DB: 'auth_db' });
    expect(found.code).toBe(0);
    expect(found.opened).toEqual(['mongodb://127.0.0.1:27999/?replicaSet=rs0 auth_db']);

    const missing = await run(['fanhua', '13412345671'], { DATA_DIR: join(dataDir, 'nothing-here') });
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(NO_RUNNING_PLATFORM);
  });

  it('reports a platform that stopped as a clear Chinese message, without credentials', async () => {
    const io: CliIo = {
      env: { MONGODB_URI: 'mongodb://organiser:s3cret@db.example:27017/' },
      cwd: tmpdir(),
      out: () => undefined,
      err: (line) => errors.push(line),
      withDatabase: async () => {
        throw new Error('Server selection timed out after 10000 ms');
      },
    };
    const errors: string[] = [];
    expect(await runMakeAdmin(['pilotsh', '13412345678'], io)).toBe(1);
    expect(errors.join('\n')).toMatch(/^无法连接平台的 MongoDB（mongodb:\/\/\*\*\*@db\.example:27017\/，来自 MONGODB_URI）/);
    expect(errors.join('\n')).not.toContain('s3cret');
  });
});

describe('argument and state file parsing', () => {
  it('parses flags anywhere and normalises the phone', () => {
    expect(parseMakeAdminArgs(['fanhua', '+86 138-0000-0001', '--revoke'])).toEqual({
      ok: true,
      request: { game: 'fanhua', phone: '13800000001', role: 'user' },
    });
  });

  it('prefers MONGODB_URI and ignores an unreadable or empty state file', () => {
    expect(findPlatformMongoUri({ MONGODB_URI: 'mongodb://a' }, tmpdir())).toMatchObject({ ok: true, uri: 'mongodb://a' });
    const broken = mkdtempSync(join(tmpdir(), 'auth-make-admin-'));
    writeFileSync(join(broken, 'run-state.json'), '{not json');
    expect(findPlatformMongoUri({ DATA_DIR: broken }, tmpdir())).toEqual({ ok: false, message: NO_RUNNING_PLATFORM });
    expect(findPlatformMongoUri({ DATA_DIR: dataDirWithState({ mongoUri: '' }) }, tmpdir()).ok).toBe(false);
    expect(redactMongoUri('mongodb://u:p@h:1/db')).toBe('mongodb://***@h:1/db');
  });
});
