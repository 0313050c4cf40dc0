import type { ClientSession } from 'mongoose';
import { GuessAnswer } from './data-access/guess-answer-model.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import { WrongAnswer } from './data-access/wrong-answer-model.js';

/** Forgets every solve, logged answer (a task's or any other guess's), counter and ban of a team (an admin reset); pass the caller's transaction. */
export async function resetTeamTasks(teamId: string, session?: ClientSession): Promise<void> {
  const options = session ? { session } : {};
  await TaskSolve.deleteMany({ teamId }, options);
  await TeamTaskState.deleteMany({ teamId }, options);
  await WrongAnswer.deleteMany({ teamId }, options);
  await GuessAnswer.deleteMany({ teamId }, options);
}

/** Forgets everything of every team (importing a new event pack). */
export async function resetAllTasks(session?: ClientSession): Promise<void> {
  const options = session ? { session } : {};
  await TaskSolve.deleteMany({}, options);
  await TeamTaskState.deleteMany({}, options);
  await WrongAnswer.deleteMany({}, options);
  await GuessAnswer.deleteMany({}, options);
}

/** Every task id the stored progress names (solves, counters, bans); guessing keys such as `area:…` included. */
export async function storedTaskIds(session?: ClientSession): Promise<string[]> {
  const [solved, counted] = await Promise.all([
    TaskSolve.distinct('taskId').session(session ?? null),
    TeamTaskState.distinct('taskId').session(session ?? null),
  ]);
  return [...new Set([...solved, ...counted].map(String))];
}

/** Forgets every solve, logged answer, counter and ban of these tasks for every team (a publish that removed them). */
export async function forgetTasks(taskIds: readonly string[], session: ClientSession): Promise<void> {
  if (taskIds.length === 0) return;
  const ofTasks = { taskId: { $in: [...taskIds] } };
  await TaskSolve.deleteMany(ofTasks, { session });
  await TeamTaskState.deleteMany(ofTasks, { session });
  await WrongAnswer.deleteMany(ofTasks, { session });
}
