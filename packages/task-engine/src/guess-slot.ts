import { randomUUID } from 'node:crypto';
import type { BanPolicy } from '@citygames/contracts/common/answer.schema';
import { GUESS_BEING_JUDGED } from '@citygames/contracts/common/answer.rules';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/errors';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import { WrongAnswer } from './data-access/wrong-answer-model.js';
import { banEndsAt, effectiveBanState, type EffectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';

/**
 * Every limited guess of a team (a task answer, an X-area stage key, a station name, an area code)
 * takes a slot of its (team, key) before it is judged, so the limit holds whatever the concurrency:
 * a guess that finds no slot is refused unjudged, a right one too. Each step is one guarded update
 * of the single counter document, outside any transaction, so it is atomic on MongoDB (a filter is
 * evaluated against the latest document) and on jongodb alike:
 * - take: `$inc` while fewer than `max - 1` slots are taken; the last slot sets the ban in the same
 *   update (a request that dies while judging leaves an ordinary ban, never a stuck counter);
 * - a wrong guess keeps its slot (and is logged);
 * - a right guess, or one that turned out to be no guess, gives its slot back to its own period,
 *   which also lifts a ban that was set while it held a slot, since that ban counted it as wrong.
 * So within one ban period at most `max` wrong guesses are ever judged, and a right guess is
 * accepted only while fewer than `max` wrong ones are counted.
 */
export interface GuessSlot {
  teamId: string;
  key: string;
  /** The counting period the slot was taken from: giving it back never touches a later period. */
  period: string;
  /** The limit as the guess reports it if it is wrong (the last slot: banned). */
  ifWrong: EffectiveBanState;
}

export type TakeGuessSlotResult = { ok: true; slot: GuessSlot } | { ok: false; state: EffectiveBanState };

const MAX_TAKE_TRIES = 5;
const LAST_GUESS_RETRY_SECONDS = 2;

/** The stored counter of one (team, key) as it is at `now`. */
export async function readBanState(teamId: string, key: string, policy: BanPolicy, now: Date): Promise<EffectiveBanState> {
  return effectiveBanState(await TeamTaskState.findOne({ teamId, taskId: key }).lean(), policy, now);
}

/** 409: the limit's last guess is being judged for a teammate; this guess was not judged and may be sent again. */
export function lastGuessBeingJudgedError(): HttpError {
  return new HttpError(409, GUESS_BEING_JUDGED, engineTexts.lastGuessBeingJudged, { retryAfter: LAST_GUESS_RETRY_SECONDS });
}

/**
 * Takes one slot of (team, key), or answers the ban that leaves none. While the guess holding the last slot is
 * being judged, the ban it set may still be lifted (a right answer): a guess then is told to wait (409), never banned.
 */
export async function takeGuessSlot(teamId: string, key: string, policy: BanPolicy, now: Date): Promise<TakeGuessSlotResult> {
  const max = policy.maxWrongAttempts;
  for (let tries = 0; tries < MAX_TAKE_TRIES; tries += 1) {
    const taken =
      (await TeamTaskState.findOneAndUpdate(
        { teamId, taskId: key, banUntil: null, wrongAttempts: { $lt: max - 1 } },
        { $inc: { wrongAttempts: 1 } },
        { returnDocument: 'after' },
      ).lean()) ??
      (await TeamTaskState.findOneAndUpdate(
        { teamId, taskId: key, banUntil: null, wrongAttempts: { $gte: max - 1 } },
        { $set: { wrongAttempts: max, banUntil: banEndsAt(policy, now), lastSlotTakenAt: now } },
        { returnDocument: 'after' },
      ).lean());
    if (taken) return { ok: true, slot: { teamId, key, period: taken.period, ifWrong: effectiveBanState(taken, policy, now) } };

    const current = await TeamTaskState.findOne({ teamId, taskId: key }).lean();
    if (!current) {
      await createCounter(teamId, key);
      continue;
    }
    const state = effectiveBanState(current, policy, now);
    if (state.isBanned && state.lastSlotJudging) throw lastGuessBeingJudgedError();
    if (state.isBanned) return { ok: false, state };
    if (current.banUntil) {
      // The ban has run out: a fresh period, started by one request only (guarded on the ban it read).
      await TeamTaskState.updateOne(
        { teamId, taskId: key, banUntil: current.banUntil },
        { $set: { wrongAttempts: 0, banUntil: null, lastSlotTakenAt: null, period: randomUUID() } },
      );
    }
  }
  throw new HttpError(503, 'TASK_BUSY', engineTexts.busy);
}

/** A wrong answer as the log of its key keeps it. */
export interface WrongAnswerEntry {
  playerId: string;
  playerName: string;
  answer: string;
  normalizedAnswer: string;
  submittedAt: Date;
}

/** The guess was wrong: its slot stays counted; the answer joins the key's log. Returns the limit after it. */
export async function keepWrongGuess(slot: GuessSlot, logged?: WrongAnswerEntry): Promise<EffectiveBanState> {
  const { teamId, key, period } = slot;
  // a wrong last guess confirms the ban it set (teammates are now told the ban, not to wait)
  await TeamTaskState.updateOne({ teamId, taskId: key }, { $inc: { wrongAnswersTotal: 1 } });
  if (slot.ifWrong.isBanned) await TeamTaskState.updateOne({ teamId, taskId: key, period }, { $set: { lastSlotTakenAt: null } });
  if (logged) {
    // the first wrong answer of the key: a guarded $set (the embedded lane has no $min)
    await TeamTaskState.updateOne({ teamId, taskId: key, firstWrongAt: null }, { $set: { firstWrongAt: logged.submittedAt } });
    await WrongAnswer.create({ teamId, taskId: key, ...logged, recordedAt: new Date() });
  }
  return slot.ifWrong;
}

/** The guess was right, or was no guess after all: its slot is free again (and a ban that counted it is lifted). */
export async function giveBackGuessSlot(slot: GuessSlot, policy: BanPolicy): Promise<void> {
  const { teamId, key, period } = slot;
  const after = await TeamTaskState.findOneAndUpdate(
    { teamId, taskId: key, period, wrongAttempts: { $gt: 0 } },
    { $inc: { wrongAttempts: -1 } },
    { returnDocument: 'after' },
  ).lean();
  if (after?.banUntil && after.wrongAttempts < policy.maxWrongAttempts) {
    // Only the last slot sets a ban; with this slot back, fewer than `max` wrong guesses are counted.
    await TeamTaskState.updateOne(
      { teamId, taskId: key, period, banUntil: after.banUntil, wrongAttempts: after.wrongAttempts },
      { $set: { banUntil: null, lastSlotTakenAt: null } },
    );
  }
}

/** Creates the (team, key) counter once; a parallel creator losing the unique race is fine. */
async function createCounter(teamId: string, key: string): Promise<void> {
  try {
    await TeamTaskState.updateOne(
      { teamId, taskId: key },
      { $setOnInsert: { wrongAttempts: 0, wrongAnswersTotal: 0, banUntil: null, period: randomUUID() } },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
