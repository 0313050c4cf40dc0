import { defineAttemptWindows, secondsUntil, type AttemptLimit } from '@citygames/service-kit/attempt-windows';
import { notFound, tooManyRequests } from '@citygames/service-kit/errors';
import type { EventContentView } from '../content/event-content.js';
import type { PackArea } from '../content/pack-schema.js';
import { TEXTS } from '../texts.js';

/**
 * Area codes are what proves a team reached an area, so they must not be guessable by a script:
 * each team may enter `limit` codes that match no area per window (per team, in MongoDB, so every
 * member and every replica share it). A code that matches gives its slot back. While the team is
 * blocked every lookup is refused, a right code too: otherwise a right guess would still show.
 */
export const AREA_CODE_LOOKUP_LIMIT: AttemptLimit = Object.freeze({ limit: 10, windowMs: 10 * 60_000 });

const lookups = defineAttemptWindows('AreaCodeLookup', 'area_code_lookups');

/** The area of a code a team entered (area/by-code and move_to), counted against the team's limit. */
export async function findAreaByCodeFor(teamId: string, content: EventContentView, code: string, now: Date): Promise<PackArea> {
  const slot = await lookups.reserve(`team:${teamId}`, AREA_CODE_LOOKUP_LIMIT, now);
  if (!slot.ok) {
    const seconds = secondsUntil(slot.windowEndsAt, now);
    throw tooManyRequests(TEXTS.areaCodeTooManyTries(seconds), seconds);
  }
  const area = content.areaByCode(code);
  if (!area) throw notFound(TEXTS.areaCodeNotFound, 'AREA_NOT_FOUND');
  await lookups.release(slot.reservation);
  return area;
}
