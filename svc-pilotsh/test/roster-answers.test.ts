import { describe } from 'vitest';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { rosterAnswersScenario } from '@citygames/service-kit/testing/roster-answers-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { importDemoPack } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_roster_answers');

const keys = createTestKeys();
let clock = new Date('2026-05-01T02:00:00Z');
const app = buildApp({ publicKey: keys.publicKey, now: () => clock, gateCacheMs: 0 });

describe('pilotsh roster changes whose answer was lost', () => {
  rosterAnswersScenario({
    game: 'pilotsh',
    app: () => app,
    privateKey: keys.privateKey,
    loadLive: () => importDemoPack(),
    passLease: () => {
      clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    },
  });
});
