import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { OrganizerAccountModel, type OrganizerAccountDocument } from './organizer-account.model.js';
import { OrganizerSessionModel } from './organizer-session.model.js';

export function findOrganizerByPhone(phone: string): Promise<OrganizerAccountDocument | null> {
  return OrganizerAccountModel.findOne({ phone }).lean<OrganizerAccountDocument>().exec();
}

export async function organizerExists(phone: string): Promise<boolean> {
  return (await OrganizerAccountModel.exists({ phone })) !== null;
}

/** Creates the organiser; false when one with this phone exists already (it is kept as it is). */
export async function createOrganizer(organizer: { phone: string; name: string; passwordHash: string }, now: Date): Promise<boolean> {
  try {
    await OrganizerAccountModel.create({ ...organizer, createdAt: now });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // another replica created it a moment ago
    return false;
  }
}

/**
 * Creates the organiser, or sets the name and password of the one with this phone; true when created.
 * A new password ends every sign-in of the account.
 */
export async function upsertOrganizer(organizer: { phone: string; name: string; passwordHash: string }, now: Date): Promise<boolean> {
  const result = await OrganizerAccountModel.updateOne(
    { phone: organizer.phone },
    { $set: { name: organizer.name, passwordHash: organizer.passwordHash }, $setOnInsert: { createdAt: now } },
    { upsert: true },
  );
  const account = await findOrganizerByPhone(organizer.phone);
  if (account) await OrganizerSessionModel.deleteMany({ organizerId: account._id.toString() });
  return result.upsertedCount > 0;
}

/** Records a sign-in of the organiser, valid as long as its token. */
export async function addOrganizerSession(organizerId: string, sessionId: string, now: Date, tokenTtlSeconds: number): Promise<void> {
  await OrganizerSessionModel.create({ _id: sessionId, organizerId, createdAt: now, expiresAt: new Date(now.getTime() + tokenTtlSeconds * 1000) });
}

/** Ends one sign-in (signing out): its token is refused from the next request on, in every service. */
export async function endOrganizerSession(sessionId: string): Promise<void> {
  await OrganizerSessionModel.deleteOne({ _id: sessionId });
}

/** True when there was an organiser with this phone; every token of the account stops working with it. */
export async function removeOrganizer(phone: string): Promise<boolean> {
  const account = await findOrganizerByPhone(phone);
  if (!account) return false;
  // The account first: from that moment every token of it is refused; its sign-ins are only tidied up.
  const removed = (await OrganizerAccountModel.deleteOne({ _id: account._id })).deletedCount > 0;
  await OrganizerSessionModel.deleteMany({ organizerId: account._id.toString() });
  return removed;
}
