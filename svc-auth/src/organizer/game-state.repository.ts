import type { Game } from '@citygames/service-kit/auth/auth-token';
import { upsertRetryingOnce } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { resultIsAnswer, runTransaction } from '@citygames/service-kit/data/transaction';
import { ORGANIZER_TEXTS } from '../texts.js';
import { GameStateModel } from './game-state.model.js';
import { availabilityOf, type GameAvailability } from '@citygames/service-kit/auth/game-availability';
import type { GameScheduleInput, GameSchedulesResponse } from '@citygames/contracts/organizer/game-schedule.schema';
import type { GameOpenResponse, GameStatesResponse } from '@citygames/contracts/organizer/game-state.schema';
import type { ClientSession } from 'mongoose';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Whether each game is open to players, and when each one its timetable keeps closed opens (the wall clock, as every service reads it). */
export async function gameOpenStates(): Promise<GameStatesResponse> {
  const stored = await GameStateModel.find().lean();
  const now = new Date();
  const of = (game: Game) =>
    availabilityOf(
      stored.find((state) => state.game === game),
      now,
    );
  const [pilotsh, polish120, fanhua] = [of('pilotsh'), of('polish120'), of('fanhua')];
  return {
    games: { pilotsh: pilotsh.open, polish120: polish120.open, fanhua: fanhua.open },
    opensAt: { pilotsh: iso(pilotsh.opensAt), polish120: iso(polish120.opensAt), fanhua: iso(fanhua.opensAt) },
  };
}

/** Whether players of the game may play now (login and registration ask). */
export async function gameAvailabilityNow(game: Game): Promise<GameAvailability> {
  return availabilityOf(await GameStateModel.findOne({ game }).lean(), new Date());
}

/** Every game's timetable, for the console (inside a change's transaction when given its session). */
export async function gameSchedules(session?: ClientSession): Promise<GameSchedulesResponse> {
  const stored = await GameStateModel.find({}, null, session ? { session } : {}).lean();
  const of = (game: Game) => {
    const state = stored.find((entry) => entry.game === game);
    return { opensAt: iso(state?.opensAt), closesAt: iso(state?.closesAt), freezeAt: iso(state?.freezeAt) };
  };
  return { schedules: { pilotsh: of('pilotsh'), polish120: of('polish120'), fanhua: of('fanhua') } };
}

/**
 * Sets a game's timetable and answers every game's timetable after it; the change, its audit record and that answer commit
 * together (a retry of a lost reply hears it again), and the same timetable again records nothing. A new freeze time
 * already past becomes now: the players' board cannot show a moment nobody kept.
 * A game without a state document gets one that is open by its switch.
 */
export async function setGameSchedule(game: Game, input: GameScheduleInput, organizer: OrganizerUser, now: Date): Promise<GameSchedulesResponse> {
  const times = {
    opensAt: input.opensAt ? new Date(input.opensAt) : null,
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    freezeAt: input.freezeAt ? new Date(input.freezeAt) : null,
  };
  const change = () =>
    runTransaction(
      async (session) => {
        const current = await GameStateModel.findOne({ game }).session(session).lean();
        // Nothing kept the standings of a moment already past, so a new freeze time in the past freezes the board from now.
        if (times.freezeAt && times.freezeAt < now && current?.freezeAt?.getTime() !== times.freezeAt.getTime()) times.freezeAt = now;
        const same = (key: keyof typeof times) => (current?.[key]?.getTime() ?? null) === (times[key]?.getTime() ?? null);
        if (!(same('opensAt') && same('closesAt') && same('freezeAt'))) {
          await GameStateModel.updateOne(
            { game },
            { $set: { ...times, updatedAt: now, updatedBy: organizer.name }, $setOnInsert: { open: true } },
            { upsert: true, session },
          );
          await recordOrganizerAction(organizer, { scope: game, action: 'game.schedule', summary: ORGANIZER_TEXTS.gameScheduled(game, times) }, now, session);
        }
        return gameSchedules(session);
      },
      { answer: resultIsAnswer<GameSchedulesResponse>() },
    );
  return upsertRetryingOnce(change);
}

/**
 * Opens or closes a game and answers its state; the change, its audit record and that answer commit together (a retry of
 * a lost reply hears it again). Asking for the state the game is already in changes nothing and records nothing. Two organisers doing the same
 * at once both write the game's one document, so MongoDB lets one commit and retries the other,
 * which then reads the new state and records nothing.
 */
export async function setGameOpen(game: Game, open: boolean, organizer: OrganizerUser, now: Date): Promise<GameOpenResponse> {
  const change = () =>
    runTransaction(
      async (session) => {
        const current = await GameStateModel.findOne({ game }).session(session).lean();
        const answer: GameOpenResponse = { game, open };
        if ((current?.open !== false) === open) return answer;
        await GameStateModel.updateOne({ game }, { $set: { open, updatedAt: now, updatedBy: organizer.name } }, { upsert: true, session });
        await recordOrganizerAction(
          organizer,
          { scope: game, action: open ? 'game.open' : 'game.close', summary: open ? ORGANIZER_TEXTS.gameOpened(game) : ORGANIZER_TEXTS.gameClosedAction(game) },
          now,
          session,
        );
        return answer;
      },
      { answer: resultIsAnswer<GameOpenResponse>() },
    );
  // Two organisers creating the game's first state at once: the loser's upsert hits the unique index; the document exists now.
  return upsertRetryingOnce(change);
}
