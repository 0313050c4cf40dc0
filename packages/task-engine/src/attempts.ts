import { TaskSolve } from './data-access/task-solve-model.js';
import { WrongAnswer, wrongAnswersKeptSince } from './data-access/wrong-answer-model.js';
import type { AttemptRecord } from './types.js';

/** The most answers one history returns (a banned team gives 5 wrong answers per ban). */
export const ATTEMPT_HISTORY_LIMIT = 200;

/**
 * The team's judged answers for one task, newest first: the wrong ones (logged on the task's
 * counter) and the correct one (kept on the solve). Refused submissions are not attempts and never appear.
 */
export async function listAttempts(teamId: string, taskId: string, limit = ATTEMPT_HISTORY_LIMIT): Promise<AttemptRecord[]> {
  const [wrong, solve] = await Promise.all([
    WrongAnswer.find({ teamId, taskId, recordedAt: { $gt: wrongAnswersKeptSince() } })
      .sort({ submittedAt: -1 })
      .limit(limit)
      .lean(),
    TaskSolve.findOne({ teamId, taskId }).lean(),
  ]);
  const records: AttemptRecord[] = wrong.map((attempt) => ({
    answer: attempt.answer,
    isCorrect: false,
    playerName: attempt.playerName,
    submittedAt: new Date(attempt.submittedAt).toISOString(),
  }));
  if (solve) {
    records.push({ answer: solve.answer, isCorrect: true, playerName: solve.playerName, submittedAt: solve.solvedAt.toISOString() });
  }
  return records.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)).slice(0, limit);
}
