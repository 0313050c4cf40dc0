import mongoose, { type Connection } from 'mongoose';

/** svc-auth's organiser accounts. */
export const ORGANIZER_ACCOUNTS_COLLECTION = 'organizer_accounts';
/** svc-auth's live organiser sign-ins: `{ _id: <the token's sid>, organizerId, createdAt, expiresAt }`. */
export const ORGANIZER_SESSIONS_COLLECTION = 'organizer_sessions';

/**
 * True while the organiser's account exists and this sign-in has not ended: removing the account ends
 * every token of it, signing out deletes that one sign-in. Two reads by `_id` per organiser request,
 * never cached, so either takes effect on the next request in every service.
 */
export async function isOrganizerSessionLive(database: Connection, organizerId: string, sessionId: string): Promise<boolean> {
  if (!mongoose.isValidObjectId(organizerId)) return false;
  const [session, account] = await Promise.all([
    database.collection(ORGANIZER_SESSIONS_COLLECTION).findOne({ _id: sessionId as never, organizerId }, { projection: { _id: 1 } }),
    database.collection(ORGANIZER_ACCOUNTS_COLLECTION).findOne({ _id: new mongoose.Types.ObjectId(organizerId) }, { projection: { _id: 1 } }),
  ]);
  return session !== null && account !== null;
}
