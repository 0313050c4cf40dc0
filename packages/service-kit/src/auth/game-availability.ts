import type { GameOfflineResponse } from '@citygames/contracts/organizer/game-state.schema';
import { isOpenByTimetable, OPENING_TEXTS, upcomingOpening, type GameTimes } from '@citygames/contracts/organizer/game-schedule.rules';
import type { Game } from './auth-token.js';

export const GAME_CLOSED_MESSAGE = '该游戏暂未开放，请稍后再试';

/** A game's stored state as svc-auth keeps it: the organiser's switch (absent: never touched, on) and the timetable. */
export interface GameState extends GameTimes {
  open?: boolean;
}

/** Whether players may play now, and when a game its timetable keeps closed opens by itself (null otherwise). */
export interface GameAvailability {
  open: boolean;
  opensAt: Date | null;
}

/** Open now: the switch is on and the timetable says open (the wall clock, as every service reads it). */
export function availabilityOf(state: GameState | null | undefined, now: Date): GameAvailability {
  const switchedOn = state?.open !== false;
  return {
    open: switchedOn && isOpenByTimetable(state ?? {}, now),
    opensAt: switchedOn ? upcomingOpening(state ?? {}, now) : null,
  };
}

/** The 503 GAME_OFFLINE every player call, login and registration of a closed game answers: it says when the game opens, if it will by itself. */
export function gameOfflineAnswer(game: Game, availability: GameAvailability): GameOfflineResponse {
  const { opensAt } = availability;
  return {
    success: false,
    error: 'GAME_OFFLINE',
    game,
    message: opensAt ? OPENING_TEXTS.closedUntil(opensAt) : GAME_CLOSED_MESSAGE,
    opensAt: opensAt?.toISOString() ?? null,
  };
}
