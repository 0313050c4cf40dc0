import type { Logger } from 'pino';
import { demoPack } from './demo-pack.js';
import { importPack } from './import-pack.js';
import { loadCurrentPack } from './pack-store.js';

/** SEED_DEMO=1: loads the demo event when no pack is loaded yet (never replaces an organiser's pack). */
export async function seedDemoPack(logger: Logger): Promise<void> {
  if (await loadCurrentPack()) {
    logger.info('event pack already loaded; demo pack not seeded');
    return;
  }
  const result = await importPack(demoPack);
  if (!result.ok) {
    throw new Error(`demo pack is invalid: ${result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
  }
  logger.info(result.summary, 'demo event pack loaded');
}
