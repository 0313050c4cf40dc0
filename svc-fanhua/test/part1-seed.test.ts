import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccountId } from '@citygames/service-kit/demo-accounts';
import { createLogger } from '@citygames/service-kit/logger';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AreaModel } from '../src/areas/area.model.js';
import { seedDemo } from '../src/content/seed-demo.js';
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
    expect(player).toMatchObject({ name: '玩家3', phone: '13800000003' });
    expect(await PlayerModel.countDocuments()).toBe(7);
    expect(await TeamMemberModel.countDocuments()).toBe(0);
  });
});
