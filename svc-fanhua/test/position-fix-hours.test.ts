import mongoose from 'mongoose';
import supertest from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GpsTestResponse } from '@citygames/contracts/fanhua/areas.schema';
import { FanhuaBoard } from '@citygames/contracts/organizer/board.schema';
import { COLLECTION_REGISTRY } from '@citygames/service-kit/collection-registry';
import { HOURLY_COLLECTIONS } from '@citygames/service-kit/hourly-collections';
import { createLogger } from '@citygames/service-kit/logger';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { isJongodb } from '@citygames/service-kit/transaction';
import { buildApp } from '../src/app.js';
import { positionFixHours } from '../src/positions/position-fix.model.js';
import { areaCentre, CENTRE, createTeam, loadTestPack, northOf } from './support/pack-fixtures.js';
import { storedFixes } from './support/stored-fixes.js';

useTestDatabase('fanhua_position_hours');

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
  await mongoose.connection.collection('game_states').deleteMany({});
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

describe('position fixes in hourly collections', () => {
  it('stores one document per player and hour, across an hour boundary, recorded and registered for snapshots', async () => {
    const team = await createTeam(api, alice, '拾荒者', [bob]);
    await report(alice, CENTRE);
    await report(alice, northOf(CENTRE, 20));
    await report(bob, CENTRE);
    clock = new Date('2026-11-26T10:00:30Z');
    await report(alice, northOf(CENTRE, 40));

    const before = positionFixHours.collection('position_fixes_h2026112609');
    const after = positionFixHours.collection('position_fixes_h2026112610');
    expect(await before.find({}).sort({ _id: 1 }).toArray()).toEqual([
      expect.objectContaining({ _id: alice.id, playerId: alice.id, count: 2, teamIds: [team], hour: new Date('2026-11-26T09:00:00Z') }),
      expect.objectContaining({ _id: bob.id, count: 1, teamIds: [team] }),
    ]);
    expect(await after.find({}).toArray()).toEqual([expect.objectContaining({ _id: alice.id, count: 1 })]);
    expect((await storedFixes(alice.id)).map((fix) => [fix.collection, fix.lat])).toEqual([
      ['position_fixes_h2026112609', CENTRE.lat],
      ['position_fixes_h2026112609', northOf(CENTRE, 20).lat],
      ['position_fixes_h2026112610', northOf(CENTRE, 40).lat],
    ]);

    expect(await positionFixHours.recordedNames()).toEqual(['position_fixes_h2026112609', 'position_fixes_h2026112610']);
    expect((await after.listIndexes().toArray()).map((index) => index.name)).toContain('by_team');
    if (await isJongodb()) {
      const registered = await mongoose.connection.collection<{ _id: string }>(COLLECTION_REGISTRY).find({}).toArray();
      expect(registered.map((entry) => entry._id)).toEqual(
        expect.arrayContaining([HOURLY_COLLECTIONS, 'position_fixes_h2026112609', 'position_fixes_h2026112610']),
      );
    }
  });

  it('keeps identical fixes sent in the same millisecond apart', async () => {
    await createTeam(api, alice, '拾荒者');
    await Promise.all([report(alice, CENTRE), report(alice, CENTRE), report(alice, CENTRE)]);
    expect(await storedFixes(alice.id)).toHaveLength(3);
    expect(await positionFixHours.collection(positionFixHours.nameFor(clock)).findOne({ _id: alice.id })).toMatchObject({ count: 3 });
  });

  it('stores the fixes of a player without a team, who then has no teams to find teammates by', async () => {
    await report(alice, CENTRE);
    const [hour] = await positionFixHours.collection(positionFixHours.nameFor(clock)).find({}).toArray();
    expect(hour).toMatchObject({ _id: alice.id, count: 1, fixes: [expect.objectContaining({ teamId: null, purpose: 'gpstest' })] });
    expect(hour!.teamIds).toBeUndefined();
  });
});

describe('the live board reads the current and the previous hour', () => {
  it("shows the team's latest fix across the hour boundary, and none after two quiet hours", async () => {
    await createTeam(api, alice, '拾荒者', [bob]);
    await report(alice, areaCentre(1), 12);
    clock = new Date('2026-11-26T10:20:00Z');
    expect((await board()).teams[0]!.position).toMatchObject({ player: '玩家1', accuracy: 12, at: '2026-11-26T09:59:00.000Z', ...areaCentre(1) });

    await report(bob, areaCentre(2), 30);
    expect((await board()).teams[0]!.position).toMatchObject({ player: '玩家2', accuracy: 30, at: '2026-11-26T10:20:00.000Z' });

    clock = new Date('2026-11-26T12:00:00Z');
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

    const [bobsHour] = await positionFixHours.collection(positionFixHours.nameFor(clock)).find({ _id: bob.id }).toArray();
    expect(bobsHour!.fixes.map((fix) => fix.teamId)).toEqual([expect.any(String), other]);
    expect(bobsHour!.teamIds).toHaveLength(2);
    const teams = new Map((await board()).teams.map((team) => [team.name, team.position]));
    expect(teams.get('流浪者')).toMatchObject({ player: '玩家2', ...areaCentre(2) });
    expect(teams.get('拾荒者')).toBeNull();
  });
});
