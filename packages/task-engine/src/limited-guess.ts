import type { ClientSession } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import { heldKeyId } from '@citygames/service-kit/idempotency/idempotency-claim';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import type { BanPolicy, GuessLimit } from '@citygames/contracts/common/answer.schema';
import type { EffectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';
import { giveBackGuessSlot, keepWrongGuess, readBanState, takeGuessSlot, type WrongAnswerEntry } from './guess-slot.js';

/**
 * The ban policy of tasks for any other guess of a team (a stage key, a station name, an area
 * code): the same slots (guess-slot.ts) per (team, key). The key must not be a task id (e.g.
 * `x-area:stage1`; the colon keeps it apart).
 */
export interface GuessLimitInput {
  teamId: string;
  key: string;
  banPolicy: BanPolicy;
  now?: Date;
}

/** What the judge of a guess decided: `wrong` keeps the slot, anything else gives it back. */
export interface GuessVerdict<T> {
  wrong: boolean;
  result: T;
  /** A wrong answer to keep in the key's log (task answers are logged for the history). */
  logged?: WrongAnswerEntry;
}

export interface JudgedGuess<T> {
  result: T;
  /** The limit after a wrong guess, with its Chinese message; null when the guess was not wrong. */
  counted: (GuessLimit & { message: string }) | null;
}

export function toGuessLimit(state: EffectiveBanState, policy: BanPolicy): GuessLimit {
  return {
    isBanned: state.isBanned,
    remainingTime: state.remainingTime,
    banUntilDate: state.banUntil?.toISOString() ?? null,
    wrongAttempts: state.wrongAttempts,
    remainingAttempts: state.remainingAttempts,
    banPolicy: { ...policy },
  };
}

function guessBannedError(state: EffectiveBanState, policy: BanPolicy): HttpError {
  return new HttpError(429, 'GUESS_BANNED', engineTexts.guessBanned(state.remainingTime), {
    isCorrect: false,
    ...toGuessLimit(state, policy),
    retryAfter: state.remainingTime,
  });
}

/** Read-only: the current limit of a (team, key). */
export async function guessLimitStatus(input: GuessLimitInput): Promise<GuessLimit> {
  return toGuessLimit(await readBanState(input.teamId, input.key, input.banPolicy, input.now ?? new Date()), input.banPolicy);
}

/**
 * Decides one limited guess: takes a slot first (none left: refused unjudged, by default with 429 GUESS_BANNED, whether
 * the guess is right or not), then runs `judge`. A judge that throws gives the slot back. Then, in one transaction, a
 * wrong verdict keeps the slot (any other gives it back) and `finish` adds the caller's writes: the feed entry and the
 * stored reply of the guess commit with the slot's end, or none of them does.
 * The slot is held by the request's Idempotency-Key (heldKeyId): a retry of a guess whose first try failed or died
 * anywhere before that commit judges on the same slot, so one guess is counted once whatever failed.
 */
export async function judgeLimitedGuess<T>(
  input: GuessLimitInput,
  judge: () => Promise<GuessVerdict<T>>,
  refusal: (state: EffectiveBanState) => HttpError = (state) => guessBannedError(state, input.banPolicy),
  finish?: (session: ClientSession, judged: JudgedGuess<T>) => Promise<void>,
): Promise<JudgedGuess<T>> {
  const { banPolicy } = input;
  const taken = await takeGuessSlot(input.teamId, input.key, banPolicy, input.now ?? new Date(), heldKeyId() ?? undefined);
  if (!taken.ok) throw refusal(taken.state);
  const { slot } = taken;
  let verdict: GuessVerdict<T>;
  try {
    verdict = await judge();
  } catch (error) {
    await giveBackGuessSlot(slot, banPolicy);
    throw error;
  }
  const end = () =>
    runTransaction(async (session) => {
      let judged: JudgedGuess<T> = { result: verdict.result, counted: null };
      if (verdict.wrong) {
        const state = await keepWrongGuess(slot, verdict.logged, session);
        const message = state.isBanned
          ? engineTexts.wrongGuessAndBanned(banPolicy.maxWrongAttempts, banPolicy.banSeconds)
          : engineTexts.wrongGuess(state.remainingAttempts);
        judged = { result: verdict.result, counted: { message, ...toGuessLimit(state, banPolicy) } };
      } else {
        await giveBackGuessSlot(slot, banPolicy, session);
      }
      await finish?.(session, judged);
      return judged;
    });
  try {
    return await end();
  } catch (error) {
    // refused in `finish` (a teammate's solve committed first): no guess after all. Any other failure keeps the slot
    // held, and the retry of the same key judges on it.
    if (error instanceof HttpError && error.status < 500) await giveBackGuessSlot(slot, banPolicy);
    throw error;
  }
}
