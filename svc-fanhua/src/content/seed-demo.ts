import type { Logger } from 'pino';
import { seedDemoWhenEmpty } from '@citygames/service-kit/organizer/content/content-pack';
import { DEMO_ACCOUNTS, demoAccountId } from '@citygames/service-kit/auth/demo-accounts';
import { PlayerModel } from '../players/player.model.js';
import { buildDemoPack } from './demo-pack.js';
import { importPack, isPackLoaded } from './import-pack.js';
import { parsePack } from './pack-schema.js';

/**
 * SEED_DEMO=1: loads the demo pack when no pack is loaded, and makes the demo accounts known as
 * players (no teams: testers create and join teams themselves).
 */
export async function seedDemo(logger: Logger, now: Date): Promise<void> {
  await seedDemoWhenEmpty(logger, {
    isLoaded: isPackLoaded,
    async load() {
      const parsed = parsePack(buildDemoPack());
      if (!parsed.ok) throw new Error(`演示活动包无效：${JSON.stringify(parsed.issues)}`);
      return importPack(parsed.pack, now);
    },
  });
  for (const account of DEMO_ACCOUNTS) {
    await PlayerModel.updateOne(
      { _id: demoAccountId('fanhua', account.phone) },
      { $set: { name: account.name, phone: account.phone, role: account.role }, $setOnInsert: { createdAt: now } },
      { upsert: true },
    );
  }
}
