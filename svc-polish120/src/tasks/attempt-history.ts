import { TaskAttempt } from '@citygames/task-engine/data-access/task-attempt-model';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';

export interface AttemptRecord {
  answer: string;
  isCorrect: boolean;
  playerName: string;
  submittedAt: string;
}

const HISTORY_LIMIT = 200;

/**
 * The team's judged answers for one task, newest first: the engine keeps wrong answers as
 * attempts and the correct one on the solve.
 */
export async function listAttemptHistory(teamId: string, taskId: string): Promise<AttemptRecord[]> {
  const [wrong, solve] = await Promise.all([
    TaskAttempt.find({ teamId, taskId }).sort({ submittedAt: -1 }).limit(HISTORY_LIMIT).lean(),
    TaskSolve.findOne({ teamId, taskId }).lean(),
  ]);
  const records: AttemptRecord[] = wrong.map((attempt) => ({
    answer: attempt.answer,
    isCorrect: false,
    playerName: attempt.playerName,
    submittedAt: attempt.submittedAt.toISOString(),
  }));
  if (solve) {
    records.push({ answer: solve.answer, isCorrect: true, playerName: solve.playerName, submittedAt: solve.solvedAt.toISOString() });
  }
  return records.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}
