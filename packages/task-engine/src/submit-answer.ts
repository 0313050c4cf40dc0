import type { ClientSession } from 'mongoose';
import { badRequest, conflict, HttpError, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { heldKeyId } from '@citygames/service-kit/idempotency/idempotency-claim';
import type { BanPolicy, SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { writeAnswerActivity, type AnswerActivityNames, type AnswerOutcome } from './answer-activity.js';
import { effectiveBanState, type EffectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';
import { matchesAcceptedAnswer, normalizeAnswer } from './domain/normalize-answer.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import { holdsSlot, lastGuessBeingJudgedError } from './guess-slot.js';
import { judgeLimitedGuess, type JudgedGuess } from './limited-guess.js';
import type { Submitter } from './types.js';

export interface SubmitAnswerInput {
  teamId: string;
  taskId: string;
  answer: string;
  /** Every accepted spelling of the answer; compared after normalisation. */
  acceptedAnswers: readonly string[];
  banPolicy: BanPolicy;
  player: Submitter;
  now?: Date;
  /**
   * Runs once, for the answer that completed the task, in the transaction that records the solve (e.g. to unlock game
   * state). A throw rolls the solve back with it, so the task stays open and the player can answer again.
   */
  onSolved?: (session: ClientSession) => Promise<void>;
  /** Names for the organiser's activity feed; without them the answer is not in the feed. */
  activity?: AnswerActivityNames;
  /**
   * The body the route sends for this result (default: the result itself). With an Idempotency-Key it is stored
   * with the judged answer's record, so a retry gets exactly this body; it must be what the route sends.
   */
  reply?: (result: SubmitAnswerResponse) => unknown;
}

/**
 * Judges one answer of a team member on the server, as a limited guess (limited-guess.ts): the
 * answer takes a slot of the (team, task) counter before it is judged, so however many answers
 * arrive at once, at most the policy's limit of wrong ones are judged per ban, and a right one that
 * finds no slot is refused like any other.
 * Refused (thrown, not counted): the task already completed by the team (409 TASK_ALREADY_COMPLETED),
 * the task banned or its last slots taken (429 TASK_BANNED), an answer that normalises to nothing
 * (400 EMPTY_ANSWER). A correct answer completes the task once for the whole team; a parallel second
 * correct answer is told the task is already done.
 */
export async function submitAnswer(input: SubmitAnswerInput): Promise<SubmitAnswerResponse> {
  const now = input.now ?? new Date();
  const { teamId, taskId, banPolicy } = input;
  const normalizedAnswer = normalizeAnswer(input.answer);
  if (normalizedAnswer.length === 0) throw badRequest(engineTexts.emptyAnswer, 'EMPTY_ANSWER');

  // Both reads go out together: an answer to a completed or banned task is refused without a write.
  const [solve, stored] = await Promise.all([TaskSolve.findOne({ teamId, taskId }).lean(), TeamTaskState.findOne({ teamId, taskId }).lean()]);
  if (solve) throw alreadyCompletedError(solve.playerName, solve.solvedAt);
  const before = effectiveBanState(stored, banPolicy, now);
  // A retry whose first try took the last slot and never finished holds that slot (and the ban it set): it is judged on it.
  if (before.isBanned && !holdsSlot(stored, heldKeyId())) throw before.lastSlotJudging ? lastGuessBeingJudgedError() : bannedError(before, banPolicy);

  const reply = input.reply ?? ((judged: SubmitAnswerResponse) => judged);
  let response: SubmitAnswerResponse | null = null;
  await judgeLimitedGuess(
    { teamId, key: taskId, banPolicy, now },
    async () => {
      // A teammate's solve may have landed since the first read; an answer whose slot came after it is not judged.
      const winner = await TaskSolve.findOne({ teamId, taskId }).lean();
      if (winner) throw alreadyCompletedError(winner.playerName, winner.solvedAt);
      if (!matchesAcceptedAnswer(input.answer, input.acceptedAnswers)) {
        const logged = { playerId: input.player.id, playerName: input.player.name, answer: input.answer, normalizedAnswer, submittedAt: now };
        return { wrong: true, result: null, logged };
      }
      return { wrong: false, result: null };
    },
    (state) => bannedError(state, banPolicy),
    // the solve, what it unlocks, the feed entry and the stored reply commit with the end of the slot
    async (session, { counted }) => {
      if (!counted) await recordSolve(input, now, session);
      const judged = responseOf(input, before, counted, now);
      await writeAnswerActivity(session, input.activity, input.player.name, outcomeOf(input, counted), now, { body: reply(judged) });
      response = judged;
    },
  );
  if (!response) throw new Error('a judged answer without its response');
  return response;
}

function responseOf(input: SubmitAnswerInput, before: EffectiveBanState, counted: JudgedGuess<null>['counted'], now: Date): SubmitAnswerResponse {
  const { banPolicy } = input;
  if (!counted) {
    return {
      message: engineTexts.correct,
      isCorrect: true,
      wrongAttempts: before.wrongAttempts,
      remainingTime: 0,
      remainingAttempts: before.remainingAttempts,
      isBanned: false,
      banUntilDate: null,
      banPolicy: { ...banPolicy },
      completedAt: now.toISOString(),
      completedBy: input.player.name,
    };
  }
  return {
    message: counted.isBanned ? engineTexts.wrongAndBanned(banPolicy.maxWrongAttempts, banPolicy.banSeconds) : engineTexts.wrong(counted.remainingAttempts),
    isCorrect: false,
    wrongAttempts: counted.wrongAttempts,
    remainingTime: counted.remainingTime,
    remainingAttempts: counted.remainingAttempts,
    isBanned: counted.isBanned,
    banUntilDate: counted.banUntilDate,
    banPolicy: { ...banPolicy },
    completedAt: null,
    completedBy: null,
  };
}

function outcomeOf(input: SubmitAnswerInput, counted: JudgedGuess<null>['counted']): AnswerOutcome {
  if (!counted) return { kind: 'task.solved' };
  return counted.isBanned
    ? { kind: 'task.banned', answer: input.answer, banSeconds: input.banPolicy.banSeconds }
    : { kind: 'answer.wrong', answer: input.answer };
}

function alreadyCompletedError(by: string, at: Date): HttpError {
  return conflict(engineTexts.alreadyCompleted(by), 'TASK_ALREADY_COMPLETED', {
    isCorrect: false,
    alreadyCompleted: true,
    completedBy: by,
    completedAt: at.toISOString(),
  });
}

function bannedError(state: EffectiveBanState, policy: BanPolicy): HttpError {
  return new HttpError(429, 'TASK_BANNED', engineTexts.banned(state.remainingTime), {
    isCorrect: false,
    isBanned: true,
    wrongAttempts: state.wrongAttempts,
    remainingAttempts: 0,
    remainingTime: state.remainingTime,
    banUntilDate: state.banUntil?.toISOString() ?? null,
    banPolicy: { ...policy },
    retryAfter: state.remainingTime,
  });
}

/**
 * The solve document is the record of the correct answer (who, what, when), inserted in the transaction that ends the
 * answer's slot, with what the solve unlocks (`onSolved`): the unique (team, task) index lets exactly one of several
 * parallel correct answers commit; a later one is told the task is done (and its slot is given back).
 */
async function recordSolve(input: SubmitAnswerInput, now: Date, session: ClientSession): Promise<void> {
  const { teamId, taskId } = input;
  const solve = { teamId, taskId, playerId: input.player.id, playerName: input.player.name, answer: input.answer, solvedAt: now };
  try {
    await TaskSolve.create([solve], { session });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await TaskSolve.findOne({ teamId, taskId }).lean();
    throw alreadyCompletedError(winner?.playerName ?? '队友', winner?.solvedAt ?? now);
  }
  await input.onSolved?.(session);
}
