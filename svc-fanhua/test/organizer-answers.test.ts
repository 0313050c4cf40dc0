import mongoose from 'mongoose';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CorrectionResponse } from '@citygames/contracts/organizer/corrections.schema';
import { OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { packImportAnswersScenario } from '@citygames/service-kit/testing/pack-import-answers-scenario';
import { resendAfterAnswerStoreFailed } from '@citygames/service-kit/testing/repeated-writes';
import { rosterAnswersScenario } from '@citygames/service-kit/testing/roster-answers-scenario';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { createTeam, holdings, loadTestPack, testPack } from './support/pack-fixtures.js';
import { storedRadioMessages } from './support/stored-radio.js';

// fanhua's organiser writes whose answer could not be stored once they committed, sent again with their key after the
// lease: the answer committed with the effect is replayed, the effect happens once (docs/invariants.md「应答与效果同一次提交」).
useTestDatabase('fanhua_organizer_answers');

const keys = createTestKeys();
let clock = new Date('2026-07-12T10:00:00+08:00');
const app = buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 });
const passLease = () => {
  clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
};

describe('fanhua roster changes whose answer was lost', () => {
  rosterAnswersScenario({ game: 'fanhua', app: () => app, privateKey: keys.privateKey, loadLive: () => loadTestPack(), passLease });
});

describe('fanhua pack uploads whose answer was lost', () => {
  packImportAnswersScenario({
    game: 'fanhua',
    app: () => app,
    privateKey: keys.privateKey,
    loadLive: () => loadTestPack(),
    packNamed: (name) => testPack({ name }),
    passLease,
  });
});

describe("fanhua's points correction and message whose answer was lost", () => {
  const leader = {
    id: 'p1',
    phone: '13900000001',
    name: '玩家1',
    auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id: 'p1', phone: '13900000001', name: '玩家1' })}`,
  };
  let organizer = '';
  const asOrganizer = (path: string) => supertest(app).post(`/api/fanhua/organizer${path}`).set('Authorization', organizer);
  beforeEach(async () => {
    await clearDatabase();
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
    organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
    await loadTestPack();
  });

  it('a points correction: 50 added once, and the retry hears the correction', async () => {
    const team = await createTeam(supertest(app), leader, '拾荒者');
    const first = await resendAfterAnswerStoreFailed(() => asOrganizer('/corrections/points').send({ teamId: team, points: 50, reason: '补记' }), passLease);
    expect(CorrectionResponse.parse(first.body).summary).toContain('拾荒者');
    expect(await holdings(team)).toEqual({ money: 50 });
  });

  it('a message into the radio: stored once, and the retry hears the same message (201)', async () => {
    const first = await resendAfterAnswerStoreFailed(() => asOrganizer('/messages').send({ text: '12:00 在广场集合', teamId: null }), passLease);
    expect(first.status).toBe(201);
    expect(OrganizerMessageResponse.parse(first.body)).toMatchObject({ text: '12:00 在广场集合', team: null });
    expect(await storedRadioMessages()).toHaveLength(1);
  });
});
