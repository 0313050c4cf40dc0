import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { Roster, RosterCsvRefusal } from '@citygames/contracts/organizer/roster.schema';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION, GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { importDemoPack, createTestClock } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_team_names');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
/** Signed in (beforeAll) as svc-auth would: an account with a live sign-in in this test's auth database. */
let organizer = '';
const NEWCOMERS = ['13700000011', '13700000012', '13700000013', '13700000014', '13700000015', '13700000016'];

const asOrganizer = (path: string) => request(app).post(`/api/pilotsh/organizer${path}`).set('Authorization', organizer);
const rosterVersion = async () => Roster.parse((await request(app).get('/api/pilotsh/organizer/roster').set('Authorization', organizer)).body).version;
const createTeam = async (name: string, leaderPhone = NEWCOMERS[0]!) => asOrganizer('/teams').send({ name, leaderPhone, version: await rosterVersion() });

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});

beforeEach(async () => {
  await clearDatabase();
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) => accounts.deleteMany({}));
  await writeTestCollection(GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
  await importDemoPack();
  await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
    accounts.insertMany(NEWCOMERS.map((phone, index) => ({ game: 'pilotsh', phone, name: `新人${index}`, role: 'user', createdAt: clock.now() }))),
  );
});

describe('team names on the organiser roster', () => {
  it.each([
    ['only zero-width characters', '\u200B\u200C\u200D', '看不见的字符'],
    ['a right-to-left override', '\u202E队龙猛', '改变文字方向'],
    ['a NUL', '猛龙队\u0000', '控制字符'],
    ['a demo team name plus U+200B', '演示一队\u200B', '看不见的字符'],
  ])('refuses %s with 400', async (_what, name, message) => {
    const res = await createTeam(name);
    expect(res.status).toBe(400);
    expect(ErrorResponse.parse(res.body).message).toContain(message);
  });

  it('refuses look-alikes of an existing team, naming the team it looks like', async () => {
    expect((await createTeam('Tigers')).status).toBe(201);
    for (const name of ['tigers', 'ＴＩＧＥＲＳ', 'T\u0456gers', '\u0422igers']) {
      const res = await createTeam(name, NEWCOMERS[1]);
      expect(res.status, name).toBe(409);
      expect(ErrorResponse.parse(res.body)).toMatchObject({
        error: 'TEAM_NAME_TAKEN',
        message: `队名「${name.normalize('NFKC')}」与已有的「Tigers」看起来一样，请换一个`,
      });
    }
    expect(await Team.countDocuments({ nameKey: { $exists: true } })).toBe(await Team.countDocuments());
  });

  it('lets one of many parallel look-alike creations win (the unique index on the name key)', async () => {
    const names = ['Tigers', 'ＴＩＧＥＲＳ', 'T\u0456gers', '\u0422igers', 'tigers', 'TIGERS'];
    const responses = await Promise.all(names.map((name, index) => createTeam(name, NEWCOMERS[index])));
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await Team.countDocuments({ name: { $in: names } })).toBe(1);
  });

  it('refuses a roster CSV whose names hide characters or look like a taken name or another line', async () => {
    expect((await createTeam('Lions')).status).toBe(201);
    const csv = ['队名,队长手机号', `Ｌｉｏｎｓ,${NEWCOMERS[1]}`, `Bears\u200B,${NEWCOMERS[2]}`, `Wolves,${NEWCOMERS[3]}`, `W\u043Elves,${NEWCOMERS[4]}`].join(
      '\n',
    );
    const res = await asOrganizer(`/roster/import?version=${await rosterVersion()}`)
      .set('Content-Type', 'text/csv')
      .send(csv);
    expect(res.status).toBe(422);
    expect(RosterCsvRefusal.parse(res.body).problems).toEqual([
      { line: 2, reason: '队名「Lions」已被使用' },
      { line: 3, reason: '队名不能包含零宽字符等看不见的字符' },
      { line: 5, reason: '队名「W\u043Elves」与第 4 行的「Wolves」看起来一样' },
    ]);
  });
});
