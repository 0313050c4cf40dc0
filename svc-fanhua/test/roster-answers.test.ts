import { describe } from 'vitest';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { rosterAnswersScenario } from '@citygames/service-kit/testing/roster-answers-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { createLogger } from '@citygames/service-kit/http/logger';
import { buildApp } from '../src/app.js';
import { loadTestPack } from './support/pack-fixtures.js';

useTestDatabase('fanhua_roster_answers');

const keys = createTestKeys();
let clock = new Date('2026-07-12T10:00:00+08:00');
const app = buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 });

describe('fanhua roster changes whose answer was lost', () => {
  rosterAnswersScenario({
    game: 'fanhua',
    app: () => app,
    privateKey: keys.privateKey,
    loadLive: () => loadTestPack(),
    passLease: () => {
      clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    },
  });
});
