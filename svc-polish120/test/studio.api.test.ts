import request from 'supertest';
import { describe } from 'vitest';
import { StartContentResponse } from '@citygames/contracts/polish120/start.schema';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { studioScenario } from '@citygames/service-kit/testing/studio-scenario';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { loadDemoEvent } from './support/test-pack.js';

useTestDatabase('polish120_studio');

const keys = createTestKeys();
let clock = new Date('2030-01-01T10:00:00Z');
const app = buildApp({ publicKey: keys.publicKey, now: () => clock, gateCacheMs: 0 });
const EDITED_QUESTION = '改过的开始问题';
// A member of the demo pack's first team.
const player = () => `Bearer ${tokenFor('polish120', keys.privateKey, { phone: '13800000001', name: '玩家1', id: 'acc-1' })}`;

describe('polish120 content studio', () => {
  studioScenario({
    game: 'polish120',
    app: () => app,
    privateKey: keys.privateKey,
    player,
    loadLive: loadDemoEvent,
    item: 'start',
    edit: (start) => ({ ...(start as object), questionHtml: `<p>${EDITED_QUESTION}</p>` }),
    breakItem: (start) => ({ value: { ...(start as object), answers: [] }, path: 'start.answers' }),
    withImage: (pack, src) => {
      const start = pack.start as { referenceImage: object };
      return { ...pack, start: { ...start, referenceImage: { ...start.referenceImage, src } } };
    },
    otherItem: 'event',
    editOther: (event) => ({ ...(event as object), name: '改过名的活动' }),
    passLease: () => {
      clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    },
    playerSeesEdit: async () => {
      const start = await request(app).get('/api/polish120/start').set('Authorization', player()).expect(200);
      return StartContentResponse.parse(start.body).questionHtml.includes(EDITED_QUESTION);
    },
  });
});
