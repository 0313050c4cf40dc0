import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { ProgressResetResponse } from '@citygames/contracts/organizer/progress-reset.schema';
import { callJson } from './organizer-client';

/** Every team of the game starts over; `confirm` is the phrase the organiser typed. */
export const resetAllProgress = (game: OrganizerGameId, confirm: string) =>
  callJson<ProgressResetResponse>('POST', `/api/${game}/organizer/progress/reset`, { confirm });
