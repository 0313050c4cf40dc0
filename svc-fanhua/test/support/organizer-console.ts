import supertest from 'supertest';
import { expect } from 'vitest';
import { Roster } from '@citygames/contracts/organizer/roster.schema';
import { ACCOUNTS_COLLECTION, GAME_STATES_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { createLogger } from '@citygames/service-kit/http/logger';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../../src/app.js';
import type { TestPlayer } from './test-app.js';

/**
 * A fanhua app for the organiser's console tests, on the clock the test moves: players with tokens of its keys, the
 * organiser signed in (call `signIn` once AUTH_MONGO_DB points at the test's database), and the platform's records
 * (accounts, the timetable) written where the service reads them.
 */
export function consoleTestKit(now: () => Date) {
  const keys = createTestKeys();
  const api = supertest(buildApp({ publicKey: keys.publicKey, logger: createLogger('svc-fanhua-test'), now, gateCacheMs: 0 }));
  const person = (n: number, role: 'user' | 'admin' = 'user'): TestPlayer => {
    const phone = `139${String(n).padStart(8, '0')}`;
    return { id: `p${n}`, phone, name: `玩家${n}`, auth: `Bearer ${tokenFor('fanhua', keys.privateKey, { id: `p${n}`, phone, name: `玩家${n}`, role })}` };
  };
  return { api, person, signIn: async () => (await signInTestOrganizer(keys.privateKey)).authorization };
}

/** Registers the players in fanhua as svc-auth would (the roster reads the accounts). */
export async function registerAccounts(players: readonly TestPlayer[], at: Date, admins: readonly TestPlayer[] = []): Promise<void> {
  await writeTestCollection<{ _id: string; game: string; phone: string; name: string; role: string; createdAt: Date }>(
    ACCOUNTS_COLLECTION,
    async (accounts) => {
      await accounts.deleteMany({ game: 'fanhua' });
      for (const player of [...players, ...admins]) {
        await accounts.insertOne({
          _id: player.id,
          game: 'fanhua',
          phone: player.phone,
          name: player.name,
          role: admins.includes(player) ? 'admin' : 'user',
          createdAt: at,
        });
      }
    },
  );
}

/** Sets fanhua's timetable opening (null: none), as the organiser's schedule does in svc-auth. */
export async function setScheduledOpening(opensAt: Date | null): Promise<void> {
  await writeTestCollection(GAME_STATES_COLLECTION, async (states) => {
    await states.deleteMany({ game: 'fanhua' });
    if (opensAt) await states.insertOne({ game: 'fanhua', open: true, opensAt });
  });
}

/** Uploads a roster file through the console's import, from the roster version it reads first. */
export async function importRosterFile(api: ReturnType<typeof supertest>, organizer: string, file: string | Buffer): Promise<supertest.Response> {
  const roster = Roster.parse((await api.get('/api/fanhua/organizer/roster').set('Authorization', organizer).expect(200)).body);
  const body = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  return api
    .post(`/api/fanhua/organizer/roster/import?version=${roster.version}`)
    .set('Authorization', organizer)
    .set('Content-Type', 'application/octet-stream')
    .send(body);
}

/** The ids of the teams by name, as the roster lists them. */
export async function teamIds(api: ReturnType<typeof supertest>, organizer: string): Promise<Record<string, string>> {
  const roster = Roster.parse((await api.get('/api/fanhua/organizer/roster').set('Authorization', organizer).expect(200)).body);
  expect(roster.teams.length).toBeGreaterThan(0);
  return Object.fromEntries(roster.teams.map((team) => [team.name, team.id]));
}
