import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { seedDemoWhenEmpty } from '@citygames/service-kit/organizer/content/content-pack';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { seedDemoRosterWhenEmpty } from '../teams/demo-roster.js';
import { findEventContent } from './event-content.js';
import { importPack } from './import-pack.js';

/** svc-pilotsh/content/demo-pack.json, from src/content or dist/content alike. */
export const DEMO_PACK_PATH = fileURLToPath(new URL('../../content/demo-pack.json', import.meta.url));

export async function readDemoPack(): Promise<unknown> {
  return JSON.parse(await readFile(DEMO_PACK_PATH, 'utf8')) as unknown;
}

/** SEED_DEMO=1: loads the demo pack and the demo roster when no event is loaded (never replaces an organiser's pack or roster). */
export function seedDemoPack(logger: Logger): Promise<void> {
  return seedDemoWhenEmpty(logger, {
    isLoaded: async () => (await findEventContent()) !== null,
    async load() {
      const result = await importPack(await readDemoPack());
      if (!result.ok) throw new Error(`demo pack is invalid: ${JSON.stringify(result.issues)}`);
      const { startAreaSeq } = (await findEventContent())!.pack;
      const teams = await runTransaction((session) => seedDemoRosterWhenEmpty(startAreaSeq, new Date(), session));
      return { ...result.summary, teams };
    },
  });
}
