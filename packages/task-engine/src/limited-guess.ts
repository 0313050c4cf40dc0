import { HttpError } from '@citygames/service-kit/errors';
import type { BanPolicy, GuessLimit } from '@citygames/contracts/common/answer.schema';
import type { EffectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';
import { BannedWhileCounting, countWrongAnswer, readBanState } from './count-wrong-answer.js';

/**
 * The ban policy of tasks for any other guess of a team (a stage key, a station name): wrong
 * guesses are counted per (team, key) with the same guarded counter as task answers and the
 * same ban. The key must not be a task id (e.g. `x-area:stage1`).
 */
export interface GuessLimitInput {
  teamId: string;
  key: string;
  banPolicy: BanPolicy;
  now?: Date;
}

function toGuessLimit(state: EffectiveBanState, policy: BanPolicy): GuessLimit {
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

/** Throws 429 GUESS_BANNED (not counted) while the key is banned for the team; call it before judging. */
export async function refuseWhileGuessBanned(input: GuessLimitInput): Promise<void> {
  const state = await readBanState(input.teamId, input.key, input.banPolicy, input.now ?? new Date());
  if (state.isBanned) throw guessBannedError(state, input.banPolicy);
}

/** Counts one wrong guess; the guess that reaches the limit bans the key. */
export async function countWrongGuess(input: GuessLimitInput): Promise<GuessLimit & { message: string }> {
  const { banPolicy } = input;
  try {
    const state = await countWrongAnswer(input.teamId, input.key, banPolicy, input.now ?? new Date());
    const message = state.isBanned
      ? engineTexts.wrongGuessAndBanned(banPolicy.maxWrongAttempts, banPolicy.banSeconds)
      : engineTexts.wrongGuess(state.remainingAttempts);
    return { message, ...toGuessLimit(state, banPolicy) };
  } catch (error) {
    if (error instanceof BannedWhileCounting) throw guessBannedError(error.state, banPolicy);
    throw error;
  }
}
