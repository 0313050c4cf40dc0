import { GAMES, type Game } from '@citygames/service-kit/auth-token';
import { upsertRetryingOnce } from '@citygames/service-kit/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/organizer-token';
import { runTransaction } from '@citygames/service-kit/transaction';
import { ORGANIZER_TEXTS } from '../texts.js';
import { GameStateModel } from './game-state.model.js';

/** Whether each game is open to players (no document: never touched, open). */
export async function gameOpenStates(): Promise<Record<Game, boolean>> {
  const stored = await GameStateModel.find().lean();
  return Object.fromEntries(GAMES.map((game) => [game, stored.find((state) => state.game === game)?.open !== false])) as Record<Game, boolean>;
}

export async function isGameClosed(game: Game): Promise<boolean> {
  const state = await GameStateModel.findOne({ game }).lean();
  return state?.open === false;
}

/**
 * Opens or closes a game; the change and its audit record commit together. Asking for the state
 * the game is already in changes nothing and records nothing (false). Two organisers doing the same
 * at once both write the game's one document, so MongoDB lets one commit and retries the other,
 * which then reads the new state and records nothing.
 */
export async function setGameOpen(game: Game, open: boolean, organizer: OrganizerUser, now: Date): Promise<boolean> {
  const change = () =>
    runTransaction(async (session) => {
      const current = await GameStateModel.findOne({ game }).session(session).lean();
      if ((current?.open !== false) === open) return false;
      await GameStateModel.updateOne({ game }, { $set: { open, updatedAt: now, updatedBy: organizer.name } }, { upsert: true, session });
      await recordOrganizerAction(
        organizer,
        { scope: game, action: open ? 'game.open' : 'game.close', summary: open ? ORGANIZER_TEXTS.gameOpened(game) : ORGANIZER_TEXTS.gameClosedAction(game) },
        now,
        session,
      );
      return true;
    });
  // Two organisers creating the game's first state at once: the loser's upsert hits the unique index; the document exists now.
  return upsertRetryingOnce(change);
}
