import type { BanPolicy } from '@citygames/contracts/common/answer.schema';
import { notFound, tooManyRequests } from '@citygames/service-kit/http/errors';
import { judgeLimitedGuess } from '@citygames/task-engine/limited-guess';
import type { EventContentView } from '../content/event-content.js';
import type { PackArea } from '../content/pack-schema.js';
import { TEXTS } from '../texts.js';

/**
 * Area codes are what proves a team reached an area, so they must not be guessable by a script.
 * They are limited guesses of the team (task-engine, the counter of tasks and X-area stages): each
 * lookup takes a slot before the code is compared, a code that matches gives it back, and the 10th
 * code that matches no area blocks the team's lookups for 10 minutes. Every member and every
 * replica share the counter. While the team is blocked every lookup is refused, a right code too:
 * otherwise a right guess would still show.
 */
export const AREA_CODE_GUESS_POLICY: BanPolicy = Object.freeze({ maxWrongAttempts: 10, banSeconds: 10 * 60 });

/** The counter of area codes among a team's limited guesses (the colon keeps it apart from task ids). */
const AREA_CODE_GUESS_KEY = 'area:code';

/** The area of a code a team entered (area/by-code and move_to), counted against the team's limit. */
export async function findAreaByCodeFor(teamId: string, content: EventContentView, code: string, now: Date): Promise<PackArea> {
  const { result: area } = await judgeLimitedGuess(
    { teamId, key: AREA_CODE_GUESS_KEY, banPolicy: AREA_CODE_GUESS_POLICY, now },
    async () => {
      const found = content.areaByCode(code);
      return { wrong: !found, result: found };
    },
    (state) => tooManyRequests(TEXTS.areaCodeTooManyTries(state.remainingTime), state.remainingTime),
  );
  if (!area) throw notFound(TEXTS.areaCodeNotFound, 'AREA_NOT_FOUND');
  return area;
}
