import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import { findEventContent } from './event-content.js';
import { importPack } from './import-pack.js';

/** svc-pilotsh/content/demo-pack.json, from src/content or dist/content alike. */
export const DEMO_PACK_PATH = fileURLToPath(new URL('../../content/demo-pack.json', import.meta.url));

export async function readDemoPack(): Promise<unknown> {
  return JSON.parse(await readFile(DEMO_PACK_PATH, 'utf8')) as unknown;
}

/** SEED_DEMO=1: loads the demo pack when no event is loaded (never replaces an organiser's pack). */
export async function seedDemoPack(logger: Logger): Promise<void> {
  if (await findEventContent()) {
    logger.info('event content already loaded, demo pack not imported');
    return;
  }
  let result;
  try {
    result = await importPack(await readDemoPack());
  } catch (error) {
    // Another replica seeding at the same moment wins the unique content id; that is fine.
    if ((isDuplicateKeyError(error) || (error as { code?: unknown }).code === 112) && (await findEventContent())) {
      logger.info('demo event pack imported by another instance');
      return;
    }
    throw error;
  }
  if (!result.ok) throw new Error(`demo pack is invalid: ${JSON.stringify(result.errors)}`);
  logger.info(result.summary, 'demo event pack imported');
}
