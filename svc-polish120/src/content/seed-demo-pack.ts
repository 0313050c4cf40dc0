import type { Logger } from 'pino';
import { seedDemoWhenEmpty } from '@citygames/service-kit/organizer/content/content-pack';
import { demoPack } from './demo-pack.js';
import { importPack } from './import-pack.js';
import { loadCurrentPack } from './event-pack.repository.js';

/** SEED_DEMO=1: loads the demo event when no pack is loaded yet (never replaces an organiser's pack). */
export function seedDemoPack(logger: Logger): Promise<void> {
  return seedDemoWhenEmpty(logger, {
    isLoaded: async () => (await loadCurrentPack()) !== null,
    async load() {
      const result = await importPack(demoPack);
      if (!result.ok) throw new Error(`demo pack is invalid: ${result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
      return result.summary;
    },
  });
}
