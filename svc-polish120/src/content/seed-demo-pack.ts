import type { Logger } from 'pino';
import { seedDemoWhenEmpty } from '@citygames/service-kit/organizer/content/content-pack';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { seedDemoRosterWhenEmpty } from '../teams/demo-roster.js';
import { demoPack } from './demo-pack.js';
import { importPack } from './import-pack.js';
import { loadCurrentPack } from './event-pack.repository.js';

/** SEED_DEMO=1: loads the demo event and the demo roster when no pack is loaded yet (never replaces an organiser's pack or roster). */
export function seedDemoPack(logger: Logger): Promise<void> {
  return seedDemoWhenEmpty(logger, {
    isLoaded: async () => (await loadCurrentPack()) !== null,
    async load() {
      const result = await importPack(demoPack);
      if (!result.ok) throw new Error(`demo pack is invalid: ${result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
      const teams = await runTransaction((session) => seedDemoRosterWhenEmpty(new Date(), session));
      return { ...result.summary, teams };
    },
  });
}
