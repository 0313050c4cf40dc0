import { randomUUID } from 'node:crypto';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/errors';
import type { BanPolicy } from '@citygames/contracts/common/answer.schema';
import { banEndsAt, effectiveBanState, type EffectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';

const MAX_COUNT_TRIES = 5;

/** Thrown when a counted key turns out to be banned while counting (another request banned it). */
export class BannedWhileCounting extends Error {
  constructor(readonly state: EffectiveBanState) {
    super('banned');
  }
}

/** The stored counter of one (team, key) as it is at `now`. */
export async function readBanState(teamId: string, key: string, policy: BanPolicy, now: Date): Promise<EffectiveBanState> {
  return effectiveBanState(await TeamTaskState.findOne({ teamId, taskId: key }).lean(), policy, now);
}

/** A wrong answer as the task's log keeps it (guesses of other keys are only counted). */
export interface WrongAnswerEntry {
  playerId: string;
  playerName: string;
  answer: string;
  normalizedAnswer: string;
  submittedAt: Date;
}

/**
 * Counts one wrong answer of a team for a key (a task id, or any other guessed thing) and bans the
 * key at the policy's limit; `logged` is added to the key's log in the same update. Single guarded updates, deliberately outside a transaction: each is
 * atomic on its own and its filter is evaluated against the latest document (inside a snapshot
 * transaction an engine without write-conflict detection, such as jongodb, would let parallel
 * answers all match). Only the update that reaches the limit sets the ban, so parallel wrong
 * answers never count past it. Throws BannedWhileCounting when another request banned the key.
 */
export async function countWrongAnswer(
  teamId: string,
  key: string,
  policy: BanPolicy,
  now: Date,
  logged?: WrongAnswerEntry,
  /** The counter as the caller just read it (null: none yet): writes it shows are not needed are skipped. */
  readBefore?: { banUntil?: Date | null } | null,
): Promise<EffectiveBanState> {
  const max = policy.maxWrongAttempts;
  const log = logged ? { $addToSet: { wrongAnswers: { entryId: randomUUID(), ...logged } } } : {};
  // Both preparations are guarded and harmless to repeat; skipping them when the caller's read shows
  // nothing to do only spares writes (on jongodb every write waits its turn in the process).
  if (readBefore === undefined || readBefore === null) await ensureState(teamId, key);
  const banUntil = readBefore?.banUntil;
  if (readBefore === undefined || readBefore === null || (banUntil && banUntil <= now)) {
    // A ban that has run out gives a fresh count; guarded so only one request resets it.
    await TeamTaskState.updateOne({ teamId, taskId: key, banUntil: { $ne: null, $lte: now } }, { $set: { wrongAttempts: 0, banUntil: null } });
  }

  for (let tries = 0; tries < MAX_COUNT_TRIES; tries += 1) {
    const counted =
      (await TeamTaskState.findOneAndUpdate(
        { teamId, taskId: key, banUntil: null, wrongAttempts: { $lt: max - 1 } },
        { $inc: { wrongAttempts: 1, wrongAnswersTotal: 1 }, ...log },
        { returnDocument: 'after' },
      ).lean()) ??
      (await TeamTaskState.findOneAndUpdate(
        { teamId, taskId: key, banUntil: null, wrongAttempts: { $gte: max - 1 } },
        { $set: { wrongAttempts: max, banUntil: banEndsAt(policy, now) }, $inc: { wrongAnswersTotal: 1 }, ...log },
        { returnDocument: 'after' },
      ).lean());
    if (counted) return effectiveBanState(counted, policy, now);
    // Not counted: another request banned the key meanwhile (or reset an expired ban); look again.
    const current = await readBanState(teamId, key, policy, now);
    if (current.isBanned) throw new BannedWhileCounting(current);
  }
  throw new HttpError(503, 'TASK_BUSY', engineTexts.busy);
}

/** Creates the (team, key) counter once; a parallel creator losing the unique race is fine. */
async function ensureState(teamId: string, key: string): Promise<void> {
  try {
    await TeamTaskState.updateOne({ teamId, taskId: key }, { $setOnInsert: { wrongAttempts: 0, wrongAnswersTotal: 0, banUntil: null } }, { upsert: true });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
