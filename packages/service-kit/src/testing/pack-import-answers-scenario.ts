import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PackImportResponse, PackInfoResponse } from '@citygames/contracts/organizer/pack.schema';
import type { Game } from '../auth/auth-token.js';
import { resendAfterAnswerStoreFailed } from './repeated-writes.js';
import { clearDatabase } from './test-database.js';
import { signInTestOrganizer } from './test-organizer.js';

/** What a game's test supplies: its app, its svc-auth key, the live event before each test, a pack to upload and its clock. */
export interface PackImportAnswersScenario {
  game: Game;
  app: () => Express;
  privateKey: string;
  /** Puts a live pack in place before each test (its event is not named as the uploaded ones are). */
  loadLive: () => Promise<void>;
  /** A valid pack file's content of the game (or a promise of it) whose event is called `name`. */
  packNamed: (name: string) => unknown;
  /** Moves the app's clock past an Idempotency-Key's lease. */
  passLease: () => void;
}

/**
 * The console's pack upload (`POST /organizer/pack`) sent again with its key: the answer (what the import says and the
 * live pack read inside the import's transaction) committed with the import, so every retry hears it and the pack is
 * imported once (docs/invariants.md「应答与效果同一次提交」). Every game's test runs these cases on its app.
 */
export function packImportAnswersScenario(scenario: PackImportAnswersScenario): void {
  let organizer = '';
  const base = `/api/${scenario.game}/organizer`;
  /** The upload of a pack whose event is called `name`, ready to send (and send again). */
  const uploadOf = async (name: string) => {
    const file = JSON.stringify(await scenario.packNamed(name));
    return () => request(scenario.app()).post(`${base}/pack`).set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(file);
  };
  const livePack = async () =>
    PackInfoResponse.parse((await request(scenario.app()).get(`${base}/pack`).set('Authorization', organizer).expect(200)).body).live;
  const auditedImports = async () => {
    const audit = await request(scenario.app()).get(`${base}/actions`).set('Authorization', organizer).expect(200);
    return OrganizerActionsResponse.parse(audit.body).actions.filter((action) => action.action === 'pack.import');
  };

  beforeAll(() => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
  });
  beforeEach(async () => {
    await clearDatabase();
    organizer = (await signInTestOrganizer(scenario.privateKey)).authorization;
    await scenario.loadLive();
  });

  it('an import whose answer could not be stored, sent again after the lease: the same 201 answer with the new live pack, imported once', async () => {
    const name = '重发的活动';
    expect((await livePack())?.name).not.toBe(name);
    const first = await resendAfterAnswerStoreFailed(await uploadOf(name), scenario.passLease);
    expect(first.status).toBe(201);
    const answer = PackImportResponse.parse(first.body);
    expect(answer.message).toContain(name);
    expect(answer.live?.name).toBe(name);
    expect(answer.live).toEqual(await livePack());
    expect(await auditedImports()).toHaveLength(1);
  });

  it('an import answered as usual, sent again with its key: the stored answer byte for byte, imported once', async () => {
    const name = '再发一次的活动';
    const upload = await uploadOf(name);
    const key = randomUUID();
    const first = await upload().set(IDEMPOTENCY_KEY_HEADER, key);
    expect(first.status, first.text).toBe(201);
    const repeat = await upload().set(IDEMPOTENCY_KEY_HEADER, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.status).toBe(201);
    expect(repeat.text).toBe(first.text);
    expect(PackImportResponse.parse(first.body).live).toEqual(await livePack());
    expect(await auditedImports()).toHaveLength(1);
  });
}
