import { defineAttemptWindows, secondsUntil, type AttemptLimit, type Reservation } from '@citygames/service-kit/limits/attempt-windows';
import { HttpError } from '@citygames/service-kit/http/errors';
import { texts } from '../texts.js';

/**
 * Position reports (area explore and actions, the GPS test) per player: the page asks for a fix
 * at most every 10 s and a trade sends two reports (explore, then the action), so an honest phone
 * stays far below this; a script sending fixes to probe the areas does not. Kept in MongoDB, so
 * every replica counts against the same window.
 */
export const POSITION_REPORT_LIMIT: AttemptLimit = { limit: 20, windowMs: 60_000 };

const positionReportWindows = defineAttemptWindows('FanhuaPositionReportWindow', 'position_report_windows');

export type PositionReportSlot = { ok: true; reservation: Reservation } | { ok: false; refusal: HttpError };

/** Takes one of the player's report slots, or answers the refusal: 429 with the seconds to wait. */
export async function takePositionReportSlot(playerId: string, now: Date): Promise<PositionReportSlot> {
  const slot = await positionReportWindows.reserve(`player:${playerId}`, POSITION_REPORT_LIMIT, now);
  if (slot.ok) return slot;
  const retryAfter = secondsUntil(slot.windowEndsAt, now);
  return { ok: false, refusal: new HttpError(429, 'TOO_MANY_POSITION_REPORTS', texts.position.tooManyReports(retryAfter), { retryAfter }) };
}

/** Gives a slot back to the window it was taken from (a report that turned out to be counted already). */
export function givePositionReportSlotBack(reservation: Reservation): Promise<void> {
  return positionReportWindows.release(reservation);
}
