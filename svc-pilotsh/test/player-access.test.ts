import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { PLAYER_ACCESS_COLLECTION, playerAccessId } from '@citygames/service-kit/player-access';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import request from 'supertest';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { importDemoPack, PLAYER1 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_player_access');
const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, gateCacheMs: 0 });
const get = (path: string, phone: string) =>
  request(app)
    .get(path)
    .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone })}`);
const access = () => mongoose.connection.collection<{ _id: string }>(PLAYER_ACCESS_COLLECTION);

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await access().deleteMany({});
  await importDemoPack();
});

describe("the organiser's sign-out as pilotsh sees it", () => {
  it('refuses a token signed before the sign-out with 401 SIGNED_OUT on every player route, and a suspended player with PLAYER_SUSPENDED', async () => {
    expect((await get('/api/pilotsh/team/status', PLAYER1)).status).toBe(200);
    const id = playerAccessId('pilotsh', `acc-${PLAYER1}`);
    await access().insertOne({ _id: id, signedOutAt: new Date(Date.now() + 1000), suspended: false });
    for (const path of ['/api/pilotsh/team/status', '/api/pilotsh/tasks/progress']) {
      const refused = await get(path, PLAYER1);
      expect(refused.status).toBe(401);
      expect(ErrorResponse.parse(refused.body).error).toBe('SIGNED_OUT');
    }
    await access().updateOne({ _id: id }, { $set: { signedOutAt: null, suspended: true } });
    expect(ErrorResponse.parse((await get('/api/pilotsh/team/status', PLAYER1)).body).error).toBe('PLAYER_SUSPENDED');
    await access().updateOne({ _id: id }, { $set: { suspended: false } });
    expect((await get('/api/pilotsh/team/status', PLAYER1)).status).toBe(200);
  });
});
