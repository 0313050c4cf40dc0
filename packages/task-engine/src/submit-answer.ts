import type { ClientSession } from 'mongoose';
import { badRequest, conflict, HttpError, isDuplicateKeyError } from '@citygames/service-kit/errors';
import { BannedWhileCounting, countWrongAnswer } from './count-wrong-answer.js';
import { runTransaction } from '@citygames/service-kit/transaction';
import type { BanPolicy, SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { effectiveBanState, type EffectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';
import { matchesAcceptedAnswer, normalizeAnswer } from './domain/normalize-answer.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
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
   * Runs once, for the answer that completed the task, in a transaction of its own right after
   * the solve is recorded (e.g. to unlock game state). A throw rolls its writes back and removes
   * the solve, so the task stays open and the player can answer again.
   */
  onSolved?: (session: ClientSession) => Promise<void>;
}

/**
 * Judges one answer of a team member on the server.
 * Refused (thrown, not counted): the task already completed by the team (409 TASK_ALREADY_COMPLETED),
 * the task banned (429 TASK_BANNED), an answer that normalises to nothing (400 EMPTY_ANSWER).
 * A correct answer completes the task once for the whole team; a parallel second correct answer
 * is told the task is already done. A wrong answer is counted with a guarded update, so
 * parallel wrong answers never count past the limit and the ban is set exactly once.
 */
export async function submitAnswer(input: SubmitAnswerInput): Promise<SubmitAnswerResponse> {
  const now = input.now ?? new Date();
  const { teamId, taskId, banPolicy } = input;
  const normalizedAnswer = normalizeAnswer(input.answer);
  if (normalizedAnswer.length === 0) throw badRequest(engineTexts.emptyAnswer, 'EMPTY_ANSWER');

  // Both reads go out together: a banned team's answer, most of the answers during a ban, costs one round trip.
  const [solve, stored] = await Promise.all([TaskSolve.findOne({ teamId, taskId }).lean(), TeamTaskState.findOne({ teamId, taskId }).lean()]);
  if (solve) throw alreadyCompletedError(solve.playerName, solve.solvedAt);
  const before = effectiveBanState(stored, banPolicy, now);
  if (before.isBanned) throw bannedError(before, banPolicy);

  const attempt: AttemptFields = {
    teamId,
    taskId,
    playerId: input.player.id,
    playerName: input.player.name,
    answer: input.answer,
    normalizedAnswer,
    submittedAt: now,
  };

  if (matchesAcceptedAnswer(input.answer, input.acceptedAnswers)) {
    return recordSolve(input, attempt, before, now);
  }
  return recordWrongAnswer(input, attempt, now, stored);
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

interface AttemptFields {
  teamId: string;
  taskId: string;
  playerId: string;
  playerName: string;
  answer: string;
  normalizedAnswer: string;
  submittedAt: Date;
}

async function recordSolve(input: SubmitAnswerInput, attempt: AttemptFields, state: EffectiveBanState, now: Date): Promise<SubmitAnswerResponse> {
  const { teamId, taskId } = input;
  // The solve document is the record of the correct answer (who, what, when): one insert guarded
  // by the unique (team, task) index, so exactly one of several parallel correct answers wins.
  const solve = { teamId, taskId, playerId: input.player.id, playerName: input.player.name, answer: attempt.answer, solvedAt: now };
  try {
    await TaskSolve.create(solve);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await TaskSolve.findOne({ teamId, taskId }).lean();
    throw alreadyCompletedError(winner?.playerName ?? '队友', winner?.solvedAt ?? now);
  }
  if (input.onSolved) {
    // Only the winner gets here, so this transaction never races another solve of the task.
    const onSolved = input.onSolved;
    try {
      await runTransaction((session) => onSolved(session));
    } catch (error) {
      await TaskSolve.deleteOne({ teamId, taskId, playerId: input.player.id, solvedAt: now });
      throw error;
    }
  }
  return {
    message: engineTexts.correct,
    isCorrect: true,
    wrongAttempts: state.wrongAttempts,
    remainingTime: 0,
    remainingAttempts: state.remainingAttempts,
    isBanned: false,
    banUntilDate: null,
    banPolicy: { ...input.banPolicy },
    completedAt: now.toISOString(),
    completedBy: input.player.name,
  };
}

async function recordWrongAnswer(
  input: SubmitAnswerInput,
  attempt: AttemptFields,
  now: Date,
  stored: { banUntil?: Date | null } | null,
): Promise<SubmitAnswerResponse> {
  const { teamId, taskId, banPolicy } = input;
  let state: EffectiveBanState;
  try {
    state = await countWrongAnswer(
      teamId,
      taskId,
      banPolicy,
      now,
      {
        playerId: attempt.playerId,
        playerName: attempt.playerName,
        answer: attempt.answer,
        normalizedAnswer: attempt.normalizedAnswer,
        submittedAt: attempt.submittedAt,
      },
      stored,
    );
  } catch (error) {
    if (error instanceof BannedWhileCounting) throw bannedError(error.state, banPolicy);
    throw error;
  }
  return {
    message: state.isBanned ? engineTexts.wrongAndBanned(banPolicy.maxWrongAttempts, banPolicy.banSeconds) : engineTexts.wrong(state.remainingAttempts),
    isCorrect: false,
    wrongAttempts: state.wrongAttempts,
    remainingTime: state.remainingTime,
    remainingAttempts: state.remainingAttempts,
    isBanned: state.isBanned,
    banUntilDate: state.banUntil?.toISOString() ?? null,
    banPolicy: { ...banPolicy },
    completedAt: null,
    completedBy: null,
  };
}
