import mongoose, { type mongo } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { PLAYER_ACCESS_COLLECTION, playerAccessId } from '@citygames/service-kit/auth/player-access';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import request from 'supertest';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { SuspendedTeamsResponse, TeamSuspensionResponse } from '@citygames/contracts/organizer/player-access.schema';
import { Team } from '../src/teams/team.model.js';
import { importDemoPack, PLAYER1, PLAYER3 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_player_access');
const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, gateCacheMs: 0 });
const get = (path: string, phone: string) =>
  request(app)
    .get(path)
    .set('Authorization', `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone })}`);
/** svc-auth's hold on the players' sign-ins, which the service reads. */
const writeAccess = <R>(write: (access: mongo.Collection<{ _id: string; signedOutAt?: Date | null; suspended?: boolean }>) => Promise<R>) =>
  writeTestCollection(PLAYER_ACCESS_COLLECTION, write);

beforeAll(() => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
});
beforeEach(async () => {
  await clearDatabase();
  await writeAccess((access) => access.deleteMany({}));
  await importDemoPack();
});

describe("the organiser's sign-out as pilotsh sees it", () => {
  it('refuses a token signed before the sign-out with 401 SIGNED_OUT on every player route, and a suspended player with PLAYER_SUSPENDED', async () => {
    expect((await get('/api/pilotsh/team/status', PLAYER1)).status).toBe(200);
    const id = playerAccessId('pilotsh', `acc-${PLAYER1}`);
    await writeAccess((access) => access.insertOne({ _id: id, signedOutAt: new Date(Date.now() + 1000), suspended: false }));
    for (const path of ['/api/pilotsh/team/status', '/api/pilotsh/tasks/progress']) {
      const refused = await get(path, PLAYER1);
      expect(refused.status).toBe(401);
      expect(ErrorResponse.parse(refused.body).error).toBe('SIGNED_OUT');
    }
    await writeAccess((access) => access.updateOne({ _id: id }, { $set: { signedOutAt: null, suspended: true } }));
    expect(ErrorResponse.parse((await get('/api/pilotsh/team/status', PLAYER1)).body).error).toBe('PLAYER_SUSPENDED');
    await writeAccess((access) => access.updateOne({ _id: id }, { $set: { suspended: false } }));
    expect((await get('/api/pilotsh/team/status', PLAYER1)).status).toBe(200);
  });
});

describe("the organiser's team suspension", () => {
  it('refuses every member of a suspended team with 401 TEAM_SUSPENDED, not the other teams; audited once; reinstating lets them back', async () => {
    const organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
    const teamId = String((await Team.findOne({ name: '演示一队' }).lean())!._id);
    const suspend = (suspended: unknown, as = organizer) =>
      request(app).put(`/api/pilotsh/organizer/teams/${teamId}/suspension`).set('Authorization', as).send({ suspended });
    expect(TeamSuspensionResponse.parse((await suspend(true)).body)).toEqual({ team: { id: teamId, name: '演示一队' }, suspended: true, changed: true });
    expect(TeamSuspensionResponse.parse((await suspend(true)).body).changed).toBe(false);
    const refused = await get('/api/pilotsh/team/status', PLAYER1);
    expect([refused.status, ErrorResponse.parse(refused.body).error]).toEqual([401, 'TEAM_SUSPENDED']);
    expect((await get('/api/pilotsh/team/status', PLAYER3)).status).toBe(200);
    const listed = await request(app).get('/api/pilotsh/organizer/suspended-teams').set('Authorization', organizer);
    expect(SuspendedTeamsResponse.parse(listed.body).teams).toEqual([{ id: teamId, name: '演示一队' }]);
    expect((await suspend('yes')).status).toBe(400);
    expect((await suspend(false, `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: PLAYER3 })}`)).status).toBe(403);
    expect(TeamSuspensionResponse.parse((await suspend(false)).body)).toMatchObject({ suspended: false, changed: true });
    expect((await get('/api/pilotsh/team/status', PLAYER1)).status).toBe(200);
    expect((await OrganizerAction.find({}).sort({ _id: 1 }).lean()).map((action) => [action.action, action.team])).toEqual([
      ['team.suspend', '演示一队'],
      ['team.reinstate', '演示一队'],
    ]);
  });
});
