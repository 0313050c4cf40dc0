import type { PlayerAccessResponse } from '@citygames/contracts/organizer/player-access.schema';
import type { Game } from '@citygames/service-kit/auth/auth-token';
import { upsertRetryingOnce } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { playerAccessId } from '@citygames/service-kit/auth/player-access';
import { resultIsAnswer, runTransaction } from '@citygames/service-kit/data/transaction';
import { PLAYER_ACCESS_ACTION_TEXTS as TEXTS } from '../texts.js';
import type { Account } from './account.repository.js';
import { PlayerAccessModel } from './player-access.model.js';

function answerOf(account: Account, stored: { suspended: boolean; signedOutAt: Date | null } | null, changed: boolean): PlayerAccessResponse {
  return {
    player: { name: account.name, phone: account.phone },
    suspended: stored?.suspended ?? false,
    signedOutAt: stored?.signedOutAt?.toISOString() ?? null,
    changed,
  };
}

/** Each change's answer is what its transaction returns: a retry of a lost reply hears it again (docs/invariants.md「应答与效果同一次提交」). */
const ANSWER_COMMITS_WITH_CHANGE = { answer: resultIsAnswer<PlayerAccessResponse>() };

/**
 * Ends every token the player holds now, in every service within the services' recheck (game-open-gate.ts): tokens signed
 * up to this second stop counting, a new login counts again. `signedOutAt` is the wall clock, as the tokens' `iat` is;
 * the record and its audit entry commit together. Two organisers at once both write the one document.
 */
export async function signOutPlayer(game: Game, account: Account, organizer: OrganizerUser, now: Date): Promise<PlayerAccessResponse> {
  const signedOutAt = new Date();
  return upsertRetryingOnce(() =>
    runTransaction(async (session) => {
      const after = await PlayerAccessModel.findOneAndUpdate(
        { _id: playerAccessId(game, account.id) },
        { $set: { signedOutAt, updatedAt: now, phone: account.phone, name: account.name }, $setOnInsert: { game, accountId: account.id, suspended: false } },
        { upsert: true, session, returnDocument: 'after' },
      ).lean();
      await recordOrganizerAction(
        organizer,
        { scope: game, action: 'player.sign-out', summary: TEXTS.signedOut(account.name, account.phone), player: account.name },
        now,
        session,
      );
      return answerOf(account, after, true);
    }, ANSWER_COMMITS_WITH_CHANGE),
  );
}

/** Suspends or reinstates the player; the state it already has changes nothing and records nothing (`changed: false`). */
export async function setPlayerSuspended(game: Game, account: Account, suspended: boolean, organizer: OrganizerUser, now: Date): Promise<PlayerAccessResponse> {
  return upsertRetryingOnce(() =>
    runTransaction(async (session) => {
      const id = playerAccessId(game, account.id);
      const current = await PlayerAccessModel.findById(id).session(session).lean();
      if ((current?.suspended ?? false) === suspended) return answerOf(account, current, false);
      const after = await PlayerAccessModel.findOneAndUpdate(
        { _id: id },
        { $set: { suspended, updatedAt: now, phone: account.phone, name: account.name }, $setOnInsert: { game, accountId: account.id, signedOutAt: null } },
        { upsert: true, session, returnDocument: 'after' },
      ).lean();
      await recordOrganizerAction(
        organizer,
        {
          scope: game,
          action: suspended ? 'player.suspend' : 'player.reinstate',
          summary: suspended ? TEXTS.suspended(account.name, account.phone) : TEXTS.reinstated(account.name, account.phone),
          player: account.name,
        },
        now,
        session,
      );
      return answerOf(account, after, true);
    }, ANSWER_COMMITS_WITH_CHANGE),
  );
}

export async function isPlayerSuspended(game: Game, accountId: string): Promise<boolean> {
  return (await PlayerAccessModel.exists({ _id: playerAccessId(game, accountId), suspended: true })) !== null;
}

export async function listSuspendedPlayers(game: Game): Promise<{ phone: string; name: string }[]> {
  const found = await PlayerAccessModel.find({ game, suspended: true }, { phone: 1, name: 1 }).sort({ updatedAt: 1 }).lean();
  return found.map((entry) => ({ phone: entry.phone, name: entry.name }));
}
