import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { seedDemoWhenEmpty } from '@citygames/service-kit/content-pack';
import { findEventContent } from './event-content.js';
import { importPack } from './import-pack.js';

/** svc-pilotsh/content/demo-pack.json, from src/content or dist/content alike. */
export const DEMO_PACK_PATH = fileURLToPath(new URL('../../content/demo-pack.json', import.meta.url));

export async function readDemoPack(): Promise<unknown> {
  return JSON.parse(await readFile(DEMO_PACK_PATH, 'utf8')) as unknown;
}

/** SEED_DEMO=1: loads the demo pack when no event is loaded (never replaces an organiser's pack). */
export function seedDemoPack(logger: Logger): Promise<void> {
  return seedDemoWhenEmpty(logger, {
    isLoaded: async () => (await findEventContent()) !== null,
    async load() {
      const result = await importPack(await readDemoPack());
      if (!result.ok) throw new Error(`demo pack is invalid: ${JSON.stringify(result.issues)}`);
      return result.summary;
    },
  });
}
