import type { BanPolicy } from '@citygames/contracts/common/answer.schema';
import { notFound, tooManyRequests } from '@citygames/service-kit/http/errors';
import type { AnswerLogSubject } from '@citygames/task-engine/answer-log-csv';
import { writeAnswerActivity, type AnswerOutcome } from '@citygames/task-engine/answer-activity';
import { guessVerdictOf, logGuessAnswer } from '@citygames/task-engine/guess-answer-log';
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
export const AREA_CODE_GUESS_KEY = 'area:code';

/** How the organiser's answers CSV and ban list name the area codes a team entered. */
export const AREA_CODE_SUBJECT: AnswerLogSubject = { id: AREA_CODE_GUESS_KEY, kind: '区域代码', name: '区域代码' };

/** Who entered a code: the team's id as the task engine counts it, its name for the feed, and the member's name. */
export interface CodeGuesser {
  teamId: string;
  team: { name: string };
  memberName: string;
}

/**
 * The area of a code a team entered (area/by-code and move_to), counted against the team's limit. The judged code is logged
 * for the answers CSV (task-engine guess-answer-log.ts) in the transaction that ends its guess, and a wrong one (the one
 * that bans the team too) is in the organiser's feed. A wrong code's 404 says how many wrong codes are left, or that the
 * team is now banned and for how long.
 */
export async function findAreaByCodeFor(guesser: CodeGuesser, content: EventContentView, code: string, now: Date): Promise<PackArea> {
  const { result: area, counted } = await judgeLimitedGuess(
    { teamId: guesser.teamId, key: AREA_CODE_GUESS_KEY, banPolicy: AREA_CODE_GUESS_POLICY, now },
    async () => {
      const found = content.areaByCode(code);
      return { wrong: !found, result: found };
    },
    (state) => tooManyRequests(TEXTS.areaCodeTooManyTries(state.remainingTime), state.remainingTime),
    async (session, judged) => {
      const found = judged.result;
      await logGuessAnswer(
        {
          teamId: guesser.teamId,
          subject: AREA_CODE_SUBJECT.id,
          playerName: guesser.memberName,
          answer: code,
          verdict: guessVerdictOf(!found, judged.counted),
          detail: found ? `区域 ${found.seq} ${found.name}` : null,
          submittedAt: now,
        },
        session,
      );
      if (!found && judged.counted) {
        const outcome: AnswerOutcome = judged.counted.isBanned
          ? { kind: 'task.banned', answer: code, banSeconds: AREA_CODE_GUESS_POLICY.banSeconds }
          : { kind: 'answer.wrong', answer: code };
        await writeAnswerActivity(session, { team: guesser.team.name, task: AREA_CODE_SUBJECT.name }, guesser.memberName, outcome, now);
      }
    },
  );
  if (area) return area;
  const message = !counted
    ? TEXTS.areaCodeNotFound
    : counted.isBanned
      ? TEXTS.areaCodeWrongAndBanned(AREA_CODE_GUESS_POLICY.maxWrongAttempts, AREA_CODE_GUESS_POLICY.banSeconds)
      : TEXTS.areaCodeWrong(counted.remainingAttempts);
  throw notFound(message, 'AREA_NOT_FOUND');
}
