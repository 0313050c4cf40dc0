import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '@citygames/service-kit/platform-database';
import { demoAccountId } from '@citygames/service-kit/demo-accounts';
import { createLogger } from '@citygames/service-kit/logger';
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
  function io(lines: string[]): CliIo {
    return {
      env: { MONGODB_URI: 'mongodb://test' },
      cwd: process.cwd(),
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      withDatabase: (_uri, _dbName, work) => work(), // this test file's open database
    };
  }

  it('imports the demo pack, and lists every problem of a broken one without importing it', async () => {
    const lines: string[] = [];
    expect(await runImportPack(['--demo'], io(lines))).toBe(0);
    expect(lines[0]).toBe('已导入「繁华大学校庆 · 废土求生（演示）」：184 个区域。');
    expect(await AreaModel.countDocuments()).toBe(184);

    const file = join(mkdtempSync(join(tmpdir(), 'fanhua-pack-')), 'pack.json');
    writeFileSync(file, JSON.stringify({ format: 'citygames-fanhua-pack/1', name: '坏包', timezone: 'Asia/Shanghai', coordinateSystem: 'WGS-84', mapCenter: { lat: 31, lng: 121 }, areas: [{ id: 1 }, { id: 1 }] }));
    const broken: string[] = [];
    expect(await runImportPack([file], io(broken))).toBe(1);
    expect(broken).toContain('  areas.1.id：区域编号 1 重复');
    expect((await EventSettingsModel.findOne({}).lean())?.name).toBe('繁华大学校庆 · 废土求生（演示）');
  });
});
