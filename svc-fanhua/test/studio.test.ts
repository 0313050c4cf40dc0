import request from 'supertest';
import { describe } from 'vitest';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { studioScenario } from '@citygames/service-kit/testing/studio-scenario';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { createLogger } from '@citygames/service-kit/http/logger';
import { buildApp } from '../src/app.js';
import { buildDemoPack } from '../src/content/demo-pack.js';
import { importPack } from '../src/content/import-pack.js';
import { parsePack } from '../src/content/pack-schema.js';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';

useTestDatabase('fanhua_studio');

const keys = createTestKeys();
let clock = new Date('2026-07-12T10:00:00+08:00');
const app = buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 });
const EDITED_AREA = '改过名的区域';
const player = () => `Bearer ${tokenFor('fanhua', keys.privateKey, { id: 'p1', phone: '13900000001', name: '玩家1', role: 'user' })}`;
type Area = { name: string; radiusKm?: number };

// The demo pack is about 200 KB: its areas travel in one save, beyond the services' 64 KB JSON limit.
describe('fanhua content studio', () => {
  studioScenario({
    game: 'fanhua',
    app: () => app,
    privateKey: keys.privateKey,
    player,
    loadLive: async () => {
      const demo = parsePack(buildDemoPack());
      if (!demo.ok) throw new Error(JSON.stringify(demo.issues));
      await importPack(demo.pack, clock);
    },
    item: 'areas',
    edit: (areas) => (areas as Area[]).map((area, index) => (index === 0 ? { ...area, name: EDITED_AREA } : area)),
    breakItem: (areas) => ({ value: (areas as Area[]).map((area, index) => (index === 0 ? { ...area, radiusKm: 99 } : area)), path: 'areas.0.radiusKm' }),
    otherItem: 'name',
    editOther: () => '改过名的活动',
    passLease: () => {
      clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    },
    playerSeesEdit: async () => {
      const map = await request(app).get('/api/fanhua/area/map').set('Authorization', player()).expect(200);
      return JSON.stringify(map.body).includes(EDITED_AREA);
    },
  });
});
