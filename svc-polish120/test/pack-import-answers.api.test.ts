import { describe } from 'vitest';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { packImportAnswersScenario } from '@citygames/service-kit/testing/pack-import-answers-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { demoPack } from '../src/content/demo-pack.js';
import { loadDemoEvent } from './support/test-pack.js';

useTestDatabase('polish120_pack_import_answers');

const keys = createTestKeys();
let clock = new Date('2030-01-01T10:00:00Z');
const app = buildApp({ publicKey: keys.publicKey, now: () => clock, gateCacheMs: 0 });

describe('polish120 pack uploads whose answer was lost', () => {
  packImportAnswersScenario({
    game: 'polish120',
    app: () => app,
    privateKey: keys.privateKey,
    loadLive: loadDemoEvent,
    packNamed: (name) => ({ ...demoPack, event: { ...demoPack.event, name } }),
    passLease: () => {
      clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    },
  });
});
