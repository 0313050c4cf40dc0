import { beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '@citygames/service-kit/auth/auth-token';
import { DEMO_ACCOUNTS, demoAccountId } from '@citygames/service-kit/auth/demo-accounts';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AccountModel } from '../src/accounts/account.model.js';
import { createPasswordHasher, TEST_HASH_COST } from '../src/passwords/password-hasher.js';
import { seedDemoAccounts } from '../src/accounts/demo-accounts-seed.js';
import { createTestAuthApp, login, register } from './support/test-auth-app.js';

useTestDatabase('auth_demo_seed');
const { app } = createTestAuthApp();
const hasher = createPasswordHasher(TEST_HASH_COST);
const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
const player = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;

beforeEach(async () => {
  await clearDatabase();
});

describe('demo accounts', () => {
  it('are created in every game under demoAccountId and can log in with their README passwords', async () => {
    const summary = await seedDemoAccounts(hasher);
    expect(summary).toEqual({ created: DEMO_ACCOUNTS.length * GAMES.length, kept: 0, skipped: 0 });
    for (const game of GAMES) {
      const response = await login(app, game, admin.phone, admin.password);
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual({ id: demoAccountId(game, admin.phone), name: admin.name, role: 'admin' });
      expect((await login(app, game, player.phone, player.password)).body.user.role).toBe('user');
    }
  });

  it('are seeded idempotently, also by two replicas at once', async () => {
    const [first, second] = await Promise.all([seedDemoAccounts(hasher), seedDemoAccounts(hasher)]);
    expect(first.created + second.created).toBe(DEMO_ACCOUNTS.length * GAMES.length);
    expect(first.skipped + second.skipped).toBe(0);
    const again = await seedDemoAccounts(hasher);
    expect(again).toEqual({ created: 0, kept: DEMO_ACCOUNTS.length * GAMES.length, skipped: 0 });
    expect(await AccountModel.countDocuments({})).toBe(DEMO_ACCOUNTS.length * GAMES.length);
  });

  it('keep a password and role changed since the first seeding', async () => {
    await seedDemoAccounts(hasher);
    const id = demoAccountId('pilotsh', player.phone);
    await AccountModel.updateOne({ _id: id }, { $set: { passwordHash: await hasher.hash('changed-pw'), role: 'admin' } });
    await seedDemoAccounts(hasher);
    expect((await login(app, 'pilotsh', player.phone, player.password)).status).toBe(401);
    const response = await login(app, 'pilotsh', player.phone, 'changed-pw');
    expect(response.body.user).toMatchObject({ id, role: 'admin' });
  });

  it('leave a demo phone that a real player registered first to that player', async () => {
    const real = await register(app, 'fanhua', { name: '真实玩家', phone: player.phone, password: 'mine-1234' });
    const summary = await seedDemoAccounts(hasher);
    expect(summary.skipped).toBe(1);
    expect((await login(app, 'fanhua', player.phone, 'mine-1234')).body.user.id).toBe(real.body.id);
  });
});
