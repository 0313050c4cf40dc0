import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureCli } from '@citygames/service-kit/testing/cli-io';
import { demoAccountId } from '@citygames/service-kit/auth/demo-accounts';
import { createLogger } from '@citygames/service-kit/http/logger';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AreaModel } from '../src/areas/area.model.js';
import { seedDemo } from '../src/content/seed-demo.js';
import { runImportPack } from '../src/cli/import-pack-command.js';
import { EventSettingsModel } from '../src/content/event-settings.model.js';
import { PlayerModel } from '../src/players/player.model.js';
import { TeamMemberModel } from '../src/teams/team-member.model.js';

useTestDatabase('fanhua_seed');
beforeEach(() => clearDatabase());

describe('SEED_DEMO', () => {
  it('loads the demo pack once and knows the demo players, with no teams', async () => {
    const logger = createLogger('seed-test');
    await seedDemo(logger, new Date());
    expect(await AreaModel.countDocuments()).toBe(184);
    await AreaModel.updateOne({ _id: 1 }, { $set: { name: '组织者改过的名字' } });
    await seedDemo(logger, new Date());
    expect((await AreaModel.findById(1).lean())!.name).toBe('组织者改过的名字');
    const player = await PlayerModel.findById(demoAccountId('fanhua', '13800000003')).lean();
    expect(player).toMatchObject({ name: '玩家3', phone: '13800000003', role: 'user' });
    expect((await PlayerModel.findById(demoAccountId('fanhua', '13800000000')).lean())?.role).toBe('admin');
    expect(await PlayerModel.countDocuments()).toBe(7);
    expect(await TeamMemberModel.countDocuments()).toBe(0);
  });
});

describe('the import command', () => {
  it('imports the demo pack, and lists every problem of a broken one without importing it', async () => {
    const run = captureCli();
    expect(await runImportPack(['--demo'], run.io)).toBe(0);
    expect(run.out[0]).toBe('已导入「繁华大学校庆 · 废土求生（演示）」：184 个区域。');
    expect(await AreaModel.countDocuments()).toBe(184);

    const file = join(mkdtempSync(join(tmpdir(), 'fanhua-pack-')), 'pack.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'citygames-fanhua-pack/1',
        name: '坏包',
        timezone: 'Asia/Shanghai',
        coordinateSystem: 'WGS-84',
        mapCenter: { lat: 31, lng: 121 },
        areas: [{ id: 1 }, { id: 1 }],
      }),
    );
    const broken = captureCli();
    expect(await runImportPack([file], broken.io)).toBe(1);
    expect(broken.err).toContain('  areas.1.id：区域编号 1 重复');
    expect((await EventSettingsModel.findOne({}).lean())?.name).toBe('繁华大学校庆 · 废土求生（演示）');
  });
});
