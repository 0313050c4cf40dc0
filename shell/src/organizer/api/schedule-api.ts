import type { GameScheduleInput, GameSchedulesResponse } from '@citygames/contracts/organizer/game-schedule.schema';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { callJson } from './organizer-client';

/** Every game's timetable (svc-auth). */
export const fetchSchedules = () => callJson<GameSchedulesResponse>('GET', '/api/organizer/games/schedule');

export const saveSchedule = (game: OrganizerGameId, schedule: GameScheduleInput) =>
  callJson<GameSchedulesResponse>('PUT', `/api/organizer/games/${game}/schedule`, schedule);
