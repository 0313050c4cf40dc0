import { DEMO_ORGANIZER } from '@citygames/service-kit/auth/demo-accounts';
import type { Logger } from '../context.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { createOrganizer, organizerExists } from './organizer-account.repository.js';

/** The demo organiser of `npm start` (SEED_DEMO=1); an existing one is kept as it is. */
export async function seedDemoOrganizer(hasher: PasswordHasher, now: Date, logger?: Logger): Promise<void> {
  if (await organizerExists(DEMO_ORGANIZER.phone)) return;
  const created = await createOrganizer(
    { phone: DEMO_ORGANIZER.phone, name: DEMO_ORGANIZER.name, passwordHash: await hasher.hash(DEMO_ORGANIZER.password) },
    now,
  );
  if (created) logger?.info({ phone: DEMO_ORGANIZER.phone }, 'demo organiser created');
}
