import mongoose from 'mongoose';
import supertest from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GpsTestResponse } from '@citygames/contracts/fanhua/areas.schema';
import { FanhuaBoard } from '@citygames/contracts/organizer/board.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { POSITION_FIX_RETENTION_DAYS, PositionFixModel } from '../src/positions/position-fix.model.js';
import { areaCentre, CENTRE, createTeam, loadTestPack, northOf } from './support/pack-fixtures.js';
import { storedFixes } from './support/stored-fixes.js';

useTestDatabase('fanhua_position_fixes');

// Its own keys: the organiser token and the players' tokens must come from the same svc-auth key.
const keys = createTestKeys();
let clock = new Date('2026-11-26T09:59:00Z');
const api = supertest(buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now: () => clock, gateCacheMs: 0 }));
/** Signed in (beforeAll) as svc-auth would: an account with a live sign-in in this test's auth database. */
let organizer = '';
const person = (n: number, role: 'user' | 'admin' = 'user') => {
  const phone = `139${String(n).padStart(8, '0')}`;
  return { id: `p${n}`, phone, name: `玩家${n}`, auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id: `p${n}`, phone, name: `玩家${n}`, role })}` };
};
const [alice, bob, admin] = [person(1), person(2), person(900, 'admin')];
const MINUTE = 60_000;

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  clock = new Date('2026-11-26T09:59:00Z');
  await loadTestPack();
});

const report = async (who: { auth: string }, position: { lat: number; lng: number }, accuracy = 10) => {
  const res = await api
    .post('/api/fanhua/area/gpstest')
    .set('Authorization', who.auth)
    .send({ ...position, accuracy });
  expect(res.status).toBe(200);
  GpsTestResponse.parse(res.body);
};

const board = async () => {
  const res = await api.get('/api/fanhua/organizer/board').set('Authorization', organizer);
  expect(res.status).toBe(200);
  return FanhuaBoard.parse(res.body);
};

describe('position fixes in one collection', () => {
  it('stores one document per fix, across an hour boundary, indexed for the risk check and the live board, expiring', async () => {
    const team = await createTeam(api, alice, '拾荒者', [bob]);
    await report(alice, CENTRE);
    await report(alice, northOf(CENTRE, 20));
    await report(bob, CENTRE);
    clock = new Date('2026-11-26T10:00:30Z');
    await report(alice, northOf(CENTRE, 40));

    expect((await storedFixes(alice.id)).map((fix) => [fix.at.toISOString(), fix.lat, fix.teamId])).toEqual([
      ['2026-11-26T09:59:00.000Z', CENTRE.lat, team],
      ['2026-11-26T09:59:00.000Z', northOf(CENTRE, 20).lat, team],
      ['2026-11-26T10:00:30.000Z', northOf(CENTRE, 40).lat, team],
    ]);
    expect(await PositionFixModel.countDocuments()).toBe(4);

    const indexes = await PositionFixModel.collection.listIndexes().toArray();
    expect(indexes.map((index) => [index.name, index.key, index.expireAfterSeconds])).toEqual(
      expect.arrayContaining([
        ['by_player_time', { playerId: 1, at: -1 }, undefined],
        ['by_team_time', { teamId: 1, at: 1 }, undefined],
        ['expire_by_time', { at: 1 }, POSITION_FIX_RETENTION_DAYS * 24 * 3600],
      ]),
    );
  });

  it('keeps identical fixes sent in the same millisecond apart', async () => {
    await createTeam(api, alice, '拾荒者');
    await Promise.all([report(alice, CENTRE), report(alice, CENTRE), report(alice, CENTRE)]);
    expect(await storedFixes(alice.id)).toHaveLength(3);
  });

  it('stores the fixes of a player without a team under no team', async () => {
    await report(alice, CENTRE);
    expect(await storedFixes(alice.id)).toEqual([expect.objectContaining({ teamId: null, purpose: 'gpstest', accuracy: 10 })]);
  });
});

describe('the live board reads the last two hours', () => {
  it("shows the team's latest fix across the hour boundary, and none once it is two hours old", async () => {
    await createTeam(api, alice, '拾荒者', [bob]);
    await report(alice, areaCentre(1), 12);
    clock = new Date('2026-11-26T10:20:00Z');
    expect((await board()).teams[0]!.position).toMatchObject({ player: '玩家1', accuracy: 12, at: '2026-11-26T09:59:00.000Z', ...areaCentre(1) });

    await report(bob, areaCentre(2), 30);
    expect((await board()).teams[0]!.position).toMatchObject({ player: '玩家2', accuracy: 30, at: '2026-11-26T10:20:00.000Z' });

    clock = new Date('2026-11-26T12:19:59Z');
    expect((await board()).teams[0]!.position).toMatchObject({ player: '玩家2', at: '2026-11-26T10:20:00.000Z' });
    clock = new Date('2026-11-26T12:20:01Z');
    expect((await board()).teams[0]!.position).toBeNull();
  });

  it('places a player who changed team within the hour with the team of his latest fix', async () => {
    await createTeam(api, alice, '拾荒者', [bob]);
    const other = await createTeam(api, person(3), '流浪者');
    clock = new Date('2026-11-26T09:30:00Z');
    await report(bob, areaCentre(1));
    clock = new Date(clock.getTime() + MINUTE);
    await report(admin, CENTRE);
    const moved = await api.post('/api/fanhua/admin/move-player').set('Authorization', admin.auth).send({ player_id: bob.id, team_id: other });
    expect(moved.status).toBe(200);
    await report(bob, areaCentre(2));

    expect((await storedFixes(bob.id)).map((fix) => fix.teamId)).toEqual([expect.any(String), other]);
    const teams = new Map((await board()).teams.map((team) => [team.name, team.position]));
    expect(teams.get('流浪者')).toMatchObject({ player: '玩家2', ...areaCentre(2) });
    expect(teams.get('拾荒者')).toBeNull();
  });
});
