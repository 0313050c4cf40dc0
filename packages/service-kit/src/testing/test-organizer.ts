import { randomInt, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { ORGANIZER_ACCOUNTS_COLLECTION, ORGANIZER_SESSIONS_COLLECTION } from '../auth/organizer-sessions.js';
import { signOrganizerToken, type OrganizerUser } from '../auth/organizer-token.js';
import { platformDatabase } from '../auth/platform-records.js';
import { writeToCollection } from '../data/jongodb-write-queue.js';

/**
 * An organiser signed in as svc-auth would sign them in: the account and one live sign-in, written
 * to the auth database of the test (`AUTH_MONGO_DB`), and a token for that sign-in. Call after the
 * test points AUTH_MONGO_DB at its database; `authorization` is the header's value.
 */
export async function signInTestOrganizer(privateKey: string, name = '组织者甲'): Promise<{ organizer: OrganizerUser; authorization: string }> {
  const _id = new mongoose.Types.ObjectId();
  const sessionId = randomUUID();
  const now = new Date();
  const database = platformDatabase();
  await writeToCollection(database, ORGANIZER_ACCOUNTS_COLLECTION, (accounts) =>
    accounts.insertOne({ _id, phone: `139${randomInt(10_000_000, 100_000_000)}`, name, passwordHash: 'test', createdAt: now }),
  );
  await writeToCollection(database, ORGANIZER_SESSIONS_COLLECTION, (sessions) =>
    sessions.insertOne({ _id: sessionId as never, organizerId: _id.toString(), createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) }),
  );
  const organizer = { id: _id.toString(), name };
  return { organizer, authorization: `Bearer ${signOrganizerToken(organizer, { privateKey, expiresInSeconds: 600, sessionId })}` };
}
