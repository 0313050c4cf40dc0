import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import type { BanPolicy } from '@citygames/contracts/common/answer.schema';
import { GUESS_BEING_JUDGED } from '@citygames/contracts/common/answer.rules';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
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
 * A slot is held by its guess's holder (its Idempotency-Key record): the take writes the holder in the same update,
 * the keep and the give-back remove it in theirs (guarded on it). A retry of the same key whose first try died or
 * failed between the take and the end finds its slot still held and judges on it: one guess, one slot, whatever failed.
 */
export interface GuessSlot {
  teamId: string;
  key: string;
  /** The counting period the slot was taken from: giving it back never touches a later period. */
  period: string;
  /** The limit as the guess reports it if it is wrong (the last slot: banned). */
  ifWrong: EffectiveBanState;
  /** Who holds the slot: the guess's Idempotency-Key record, or an id of its own. */
  holder: string;
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

const holderPath = (holder: string) => `holders.${holder}`;

/** Whether a stored counter (as read, lean or not) has a slot held by `holder`. */
export function holdsSlot(stored: { holders?: Map<string, Date> | Record<string, Date> | null } | null, holder: string | null): boolean {
  const holders = stored?.holders;
  if (!holder || !holders) return false;
  return holders instanceof Map ? holders.has(holder) : Object.hasOwn(holders, holder);
}

/**
 * Takes one slot of (team, key) for `holder` (default: an id of its own), or answers the ban that leaves none. A holder
 * that already holds a slot of the period gets that one back. While the guess holding the last slot is being judged, the
 * ban it set may still be lifted (a right answer): a guess then is told to wait (409), never banned.
 */
export async function takeGuessSlot(teamId: string, key: string, policy: BanPolicy, now: Date, holder?: string): Promise<TakeGuessSlotResult> {
  const slotHolder = holder ?? randomUUID();
  const max = policy.maxWrongAttempts;
  const holds = { [holderPath(slotHolder)]: now };
  // a holder that already holds a slot takes none: it is found below, where a take matched nothing (no read on the common path)
  const notHeld = { [holderPath(slotHolder)]: { $exists: false } };
  for (let tries = 0; tries < MAX_TAKE_TRIES; tries += 1) {
    const taken =
      (await TeamTaskState.findOneAndUpdate(
        { teamId, taskId: key, banUntil: null, wrongAttempts: { $lt: max - 1 }, ...notHeld },
        { $inc: { wrongAttempts: 1 }, $set: holds },
        { returnDocument: 'after' },
      ).lean()) ??
      (await TeamTaskState.findOneAndUpdate(
        { teamId, taskId: key, banUntil: null, wrongAttempts: { $gte: max - 1 }, ...notHeld },
        { $set: { wrongAttempts: max, banUntil: banEndsAt(policy, now), lastSlotTakenAt: now, ...holds } },
        { returnDocument: 'after' },
      ).lean());
    if (taken) return { ok: true, slot: { teamId, key, period: taken.period, ifWrong: effectiveBanState(taken, policy, now), holder: slotHolder } };

    const current = await TeamTaskState.findOne({ teamId, taskId: key }).lean();
    if (!current) {
      await createCounter(teamId, key);
      continue;
    }
    const state = effectiveBanState(current, policy, now);
    // a retry of a guess whose first try did not finish judges on its slot (and its own last-slot ban does not stop it)
    if (holdsSlot(current, slotHolder)) return { ok: true, slot: { teamId, key, period: current.period, ifWrong: state, holder: slotHolder } };
    if (state.isBanned && state.lastSlotJudging) throw lastGuessBeingJudgedError();
    if (state.isBanned) return { ok: false, state };
    if (current.banUntil) {
      // The ban has run out: a fresh period (no slot held in it yet), started by one request only (guarded on the ban it read).
      await TeamTaskState.updateOne(
        { teamId, taskId: key, banUntil: current.banUntil },
        { $set: { wrongAttempts: 0, banUntil: null, lastSlotTakenAt: null, period: randomUUID() }, $unset: { holders: '' } },
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

/**
 * The guess was wrong: its slot stays counted; the answer joins the key's log. Returns the limit after it. Guarded on the
 * slot's holder: a slot already kept or given back (a repeat of the same guess) is not counted again.
 */
export async function keepWrongGuess(slot: GuessSlot, logged?: WrongAnswerEntry, session?: ClientSession): Promise<EffectiveBanState> {
  const { teamId, key, period, holder } = slot;
  const kept = await TeamTaskState.updateOne(
    { teamId, taskId: key, [holderPath(holder)]: { $exists: true } },
    { $inc: { wrongAnswersTotal: 1 }, $unset: { [holderPath(holder)]: '' } },
    { session },
  );
  if (kept.matchedCount === 0) return slot.ifWrong;
  // a wrong last guess confirms the ban it set (teammates are now told the ban, not to wait)
  if (slot.ifWrong.isBanned) await TeamTaskState.updateOne({ teamId, taskId: key, period }, { $set: { lastSlotTakenAt: null } }, { session });
  if (logged) {
    // the first wrong answer of the key: a guarded $set (the embedded lane has no $min)
    await TeamTaskState.updateOne({ teamId, taskId: key, firstWrongAt: null }, { $set: { firstWrongAt: logged.submittedAt } }, { session });
    await WrongAnswer.create([{ teamId, taskId: key, ...logged, recordedAt: new Date() }], { session });
  }
  return slot.ifWrong;
}

/**
 * The guess was right, or was no guess after all: its slot is free again (and a ban that counted it is lifted). Guarded on
 * the slot's holder and period: a slot given back already, or one of a period that has ended, changes nothing.
 */
export async function giveBackGuessSlot(slot: GuessSlot, policy: BanPolicy, session?: ClientSession): Promise<void> {
  const { teamId, key, period, holder } = slot;
  const after = await TeamTaskState.findOneAndUpdate(
    { teamId, taskId: key, period, wrongAttempts: { $gt: 0 }, [holderPath(holder)]: { $exists: true } },
    { $inc: { wrongAttempts: -1 }, $unset: { [holderPath(holder)]: '' } },
    { returnDocument: 'after', session },
  ).lean();
  if (after?.banUntil && after.wrongAttempts < policy.maxWrongAttempts) {
    // Only the last slot sets a ban; with this slot back, fewer than `max` wrong guesses are counted.
    await TeamTaskState.updateOne(
      { teamId, taskId: key, period, banUntil: after.banUntil, wrongAttempts: after.wrongAttempts },
      { $set: { banUntil: null, lastSlotTakenAt: null } },
      { session },
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
