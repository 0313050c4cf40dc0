import type { OrganizerUnlockResponse } from '@citygames/contracts/auth/organizer-login.schema';
import { resultIsAnswer, runTransaction } from '@citygames/service-kit/data/transaction';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { unlockAccount } from '../rate-limit/login-rate-limiter.js';
import { ORGANIZER_TEXTS } from '../texts.js';
import type { OrganizerAccountDocument } from './organizer-account.model.js';

/**
 * The way back from guessing spread over many addresses: forgets every failed sign-in counted against
 * the organiser (from every address), so a new device gets in with the right password at once instead
 * of after the hour. Recorded in the platform's audit log, naming who did it (another organiser, or the
 * command line). Answers what the console's unlock route sends, committed with the unlock.
 */
export async function unlockOrganizer(
  organizer: Pick<OrganizerAccountDocument, '_id' | 'name' | 'phone'>,
  by: OrganizerUser,
  now: Date,
): Promise<OrganizerUnlockResponse> {
  // the unlock and its record commit together: no unlock the audit log does not show
  return runTransaction(
    async (session) => {
      await unlockAccount({ realm: 'organizer', accountId: organizer._id.toString(), identifier: organizer.phone }, session);
      await recordOrganizerAction(
        by,
        { scope: 'platform', action: 'organizer.unlock', summary: ORGANIZER_TEXTS.organizerUnlocked(organizer.name) },
        now,
        session,
      );
      const answer: OrganizerUnlockResponse = { ok: true, organizer: { name: organizer.name } };
      return answer;
    },
    { answer: resultIsAnswer<OrganizerUnlockResponse>() },
  );
}
