import { tmpdir } from 'node:os';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureCli } from '@citygames/service-kit/testing/cli-io';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { OrganizerAccountModel } from '../src/organizer/organizer-account.model.js';
import { runMakeOrganizer } from '../src/cli/make-organizer-command.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { createTestAuthApp } from './support/test-auth-app.js';

useTestDatabase('auth_make_organizer');
const { app } = createTestAuthApp();
const hasher = createPasswordHasher(TEST_HASH_COST);

beforeEach(async () => {
  await clearDatabase();
});

async function run(argv: string[], password?: string) {
  const cli = captureCli({ MONGODB_URI: 'mongodb://test', ...(password ? { ORGANIZER_PASSWORD: password } : {}) }, tmpdir());
  const code = await runMakeOrganizer(argv, cli.io, hasher);
  return { code, out: cli.out.join('\n'), err: cli.err.join('\n') };
}

describe('npm run organizer -- <phone> <name> | <phone> --remove | <phone> --unlock', () => {
  it('creates an organiser who can then sign in to the console, and updates the password on a second run', async () => {
    const created = await run(['+86 139 1234 5678', '总控'], 'first-secret');
    expect(created).toMatchObject({ code: 0, out: '已创建组织者 总控（13912345678）。' });
    expect((await request(app).post('/api/organizer/login').send({ phone: '13912345678', password: 'first-secret' })).status).toBe(200);
    expect((await run(['13912345678', '总控二'], 'second-secret')).out).toContain('已更新');
    expect((await request(app).post('/api/organizer/login').send({ phone: '13912345678', password: 'first-secret' })).status).toBe(401);
    const login = await request(app).post('/api/organizer/login').send({ phone: '13912345678', password: 'second-secret' });
    expect(login.body.organizer.name).toBe('总控二');
  });

  it('refuses a bad phone, a missing or short password, with usage in Chinese (exit 2), and writes nothing', async () => {
    expect((await run(['12345', '总控'], 'first-secret')).err).toContain('手机号格式不正确');
    expect((await run(['13912345678', '总控'])).code).toBe(2);
    expect((await run(['13912345678', '总控'], 'short')).err).toContain('ORGANIZER_PASSWORD 8–64 位');
    expect(await OrganizerAccountModel.countDocuments()).toBe(0);
  });

  it('removes an organiser, and says so when there is none', async () => {
    await run(['13912345678', '总控'], 'first-secret');
    expect(await run(['13912345678', '--remove'])).toMatchObject({ code: 0 });
    expect(await run(['13912345678', '--remove'])).toMatchObject({ code: 1, err: '没有手机号为 13912345678 的组织者。' });
  });

  it('--unlock clears the failures of guessing spread over many addresses, so a new device gets in at once, and records it', async () => {
    await run(['13912345678', '总控'], 'first-secret');
    for (let attempt = 0; attempt < 52; attempt += 1) {
      await request(app)
        .post('/api/organizer/login')
        .set('X-Forwarded-For', `198.51.100.${attempt + 1}`)
        .send({ phone: '13912345678', password: 'guess-guess' });
    }
    const newDevice = () =>
      request(app).post('/api/organizer/login').set('X-Forwarded-For', '192.0.2.77').send({ phone: '13912345678', password: 'first-secret' });
    expect((await newDevice()).status).toBe(429);
    expect(await run(['139 1234 5678', '--unlock'])).toMatchObject({
      code: 0,
      out: '已清除组织者 总控（13912345678）的登录失败次数：现在可以在任何设备上用正确的密码登录。',
    });
    expect((await newDevice()).status).toBe(200);
    expect(await OrganizerAction.findOne({ action: 'organizer.unlock' }).lean()).toMatchObject({
      organizerName: '命令行',
      summary: '清除了组织者「总控」的登录失败次数',
    });
    expect(await run(['13900000009', '--unlock'])).toMatchObject({ code: 1, err: '没有手机号为 13900000009 的组织者。' });
  });
});
