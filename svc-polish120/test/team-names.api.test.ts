import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { Roster } from '@citygames/contracts/organizer/roster.schema';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION, GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { buildApp } from '../src/app.js';
import { rosterSchema } from '../src/teams/roster-team.schema.js';
import { loadTestRoster, PLAYERS, testPack, testRoster } from './support/test-pack.js';

useTestDatabase('polish120_team_names');

const keys = createTestKeys();
const app = buildApp({ publicKey: keys.publicKey, now: () => new Date('2030-01-01T10:00:00Z'), gateCacheMs: 0 });
/** Signed in (beforeAll) as svc-auth would: an account with a live sign-in in this test's auth database. */
let organizer = '';
const NEWCOMERS = ['13700000031', '13700000032', '13700000033', '13700000034'];

const upload = (text: string) =>
  request(app).post('/api/polish120/organizer/pack').set('Authorization', organizer).set('Content-Type', 'application/octet-stream').send(text);
const rosterVersion = async () => Roster.parse((await request(app).get('/api/polish120/organizer/roster').set('Authorization', organizer)).body).version;
const createTeam = async (name: string, leaderPhone = NEWCOMERS[0]!) =>
  request(app)
    .post('/api/polish120/organizer/teams')
    .set('Authorization', organizer)
    .send({ name, leaderPhone, version: await rosterVersion() });

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  const people = [...Object.values(PLAYERS), ...NEWCOMERS.map((phone, index) => ({ phone, name: `新人${index}` }))];
  await writeTestCollection(ACCOUNTS_COLLECTION, async (accounts) => {
    await accounts.deleteMany({});
    await accounts.insertMany(people.map((person) => ({ game: 'polish120', phone: person.phone, name: person.name, role: 'user', createdAt: new Date() })));
  });
});

describe('polish120 team names', () => {
  it('refuses invisible, direction-changing and NUL team names, and look-alikes of a team in the roster', async () => {
    expect((await upload(JSON.stringify(testPack()))).status).toBe(201);
    await loadTestRoster();
    for (const [name, message] of [
      ['\u200B\u200D', '看不见的字符'],
      ['\u202E队一', '改变文字方向'],
      ['一队\u0000', '控制字符'],
    ]) {
      const res = await createTeam(name!);
      expect(res.status, name).toBe(400);
      expect(ErrorResponse.parse(res.body).message).toContain(message);
    }
    expect((await createTeam('Tigers')).status).toBe(201);
    const lookAlike = await createTeam('Ｔ\u0456ｇｅｒｓ', NEWCOMERS[1]);
    expect(lookAlike.status).toBe(409);
    expect(ErrorResponse.parse(lookAlike.body)).toMatchObject({ error: 'TEAM_NAME_TAKEN', message: '队名「Tіgers」与已有的「Tigers」看起来一样，请换一个' });
  });

  it('lets one of parallel look-alike creations win (each change claims the roster version; the name key is unique)', async () => {
    expect((await upload(JSON.stringify(testPack()))).status).toBe(201);
    const names = ['Tigers', 'ＴＩＧＥＲＳ', 'T\u0456gers', '\u0422igers'];
    const responses = await Promise.all(names.map((name, index) => createTeam(name, NEWCOMERS[index])));
    expect(responses.filter((res) => res.status === 201)).toHaveLength(1);
    expect(responses.filter((res) => res.status === 409)).toHaveLength(3);
  });

  it('refuses a roster file with two teams whose names look alike, or an invisible name', () => {
    const roster = testRoster();
    roster[1]!.name = `${roster[0]!.name}\u200B`;
    expect(JSON.stringify(rosterSchema.safeParse(roster).error?.issues)).toContain('看不见的字符');
    roster[0]!.name = 'Lions';
    roster[1]!.name = 'Ｌ\u0456ons';
    expect(JSON.stringify(rosterSchema.safeParse(roster).error?.issues)).toContain('重复或看起来一样');
  });
});
