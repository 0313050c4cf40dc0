import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import { OrganizerAccountModel, type OrganizerAccountDocument } from './organizer-account.model.js';

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

/** Creates the organiser, or sets the name and password of the one with this phone; true when created. */
export async function upsertOrganizer(organizer: { phone: string; name: string; passwordHash: string }, now: Date): Promise<boolean> {
  const result = await OrganizerAccountModel.updateOne(
    { phone: organizer.phone },
    { $set: { name: organizer.name, passwordHash: organizer.passwordHash }, $setOnInsert: { createdAt: now } },
    { upsert: true },
  );
  return result.upsertedCount > 0;
}

/** True when there was an organiser with this phone. */
export async function removeOrganizer(phone: string): Promise<boolean> {
  return (await OrganizerAccountModel.deleteOne({ phone })).deletedCount > 0;
}
