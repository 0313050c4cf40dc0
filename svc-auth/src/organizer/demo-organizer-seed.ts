import type { Logger } from '../logger-type.js';
import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { OrganizerAccountModel } from './organizer-account.model.js';

export const DEMO_ORGANIZER = { phone: '13900000000', name: '组织者', password: 'organizer123' } as const;

/** The demo organiser of `npm start` (SEED_DEMO=1); an existing one is kept as it is. */
export async function seedDemoOrganizer(hasher: PasswordHasher, now: Date, logger?: Logger): Promise<void> {
  if (await OrganizerAccountModel.exists({ phone: DEMO_ORGANIZER.phone })) return;
  try {
    await OrganizerAccountModel.create({ phone: DEMO_ORGANIZER.phone, name: DEMO_ORGANIZER.name, passwordHash: await hasher.hash(DEMO_ORGANIZER.password), createdAt: now });
    logger?.info({ phone: DEMO_ORGANIZER.phone }, 'demo organiser created');
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error; // another replica created it a moment ago
  }
}
