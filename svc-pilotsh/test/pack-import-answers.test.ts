import { describe } from 'vitest';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { packImportAnswersScenario } from '@citygames/service-kit/testing/pack-import-answers-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { readDemoPack } from '../src/content/demo-pack.js';
import { createTestClock, importDemoPack } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_pack_import_answers');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });

describe('pilotsh pack uploads whose answer was lost', () => {
  packImportAnswersScenario({
    game: 'pilotsh',
    app: () => app,
    privateKey: keys.privateKey,
    loadLive: () => importDemoPack(),
    packNamed: async (name) => {
      const demo = (await readDemoPack()) as { event: object };
      return { ...demo, event: { ...demo.event, name } };
    },
    passLease: () => clock.advance(IDEMPOTENCY_LEASE_MS / 1000 + 1),
  });
});
