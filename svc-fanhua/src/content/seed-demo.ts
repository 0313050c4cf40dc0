import type { Logger } from 'pino';
import { DEMO_ACCOUNTS, demoAccountId } from '@citygames/service-kit/demo-accounts';
import { PlayerModel } from '../players/player.model.js';
import { buildDemoPack } from './demo-pack.js';
import { importPack, isPackLoaded } from './import-pack.js';
import { parsePack } from './pack-schema.js';

/**
 * SEED_DEMO=1: loads the demo pack when no pack is loaded, and makes the demo accounts known as
 * players (no teams: testers create and join teams themselves).
 */
export async function seedDemo(logger: Logger, now: Date): Promise<void> {
  if (!(await isPackLoaded())) {
    const parsed = parsePack(buildDemoPack());
    if (!parsed.ok) throw new Error(`演示活动包无效：${JSON.stringify(parsed.issues)}`);
    const summary = await importPack(parsed.pack, now);
    logger.info({ areas: summary.areas }, 'demo pack loaded');
  }
  for (const account of DEMO_ACCOUNTS) {
    await PlayerModel.updateOne(
      { _id: demoAccountId('fanhua', account.phone) },
      { $set: { name: account.name, phone: account.phone, role: account.role }, $setOnInsert: { createdAt: now } },
      { upsert: true },
    );
  }
}
