import type { ClientSession } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';

/** What a task marked solved by an organiser stores as its answer (the answer export shows it). */
export const ORGANIZER_SOLVE_ANSWER = '（组织者标记完成）';

/**
 * The organiser's corrections of a team's task (service-kit team-correction-routes.ts), in the caller's transaction.
 * Each answers false when there was nothing to change, so the caller records nothing.
 */

/** Stores the solve as an organiser's (the player is `organizer:<id>`); false when the team had solved it already. */
export async function markTaskSolved(change: {
  teamId: string;
  taskId: string;
  organizer: { id: string; name: string };
  now: Date;
  session: ClientSession;
}): Promise<boolean> {
  const { teamId, taskId, organizer, now, session } = change;
  if (await TaskSolve.exists({ teamId, taskId }).session(session)) return false;
  await TaskSolve.create(
    [{ teamId, taskId, playerId: `organizer:${organizer.id}`, playerName: organizer.name, answer: ORGANIZER_SOLVE_ANSWER, solvedAt: now }],
    { session },
  );
  return true;
}

/** Forgets the team's solve of the task; false when there was none. */
export async function markTaskUnsolved(change: { teamId: string; taskId: string; session: ClientSession }): Promise<boolean> {
  const removed = await TaskSolve.deleteOne({ teamId: change.teamId, taskId: change.taskId }, { session: change.session });
  return removed.deletedCount === 1;
}

/**
 * Ends a ban that is running now and starts a fresh counting period (guess-slot.ts gives a slot back only to its own
 * period, so a guess judged across the lift cannot undo it); false when no ban is running.
 */
export async function liftTaskBan(change: { teamId: string; taskId: string; now: Date; session: ClientSession }): Promise<boolean> {
  const lifted = await TeamTaskState.updateOne(
    { teamId: change.teamId, taskId: change.taskId, banUntil: { $gt: change.now } },
    // the new period holds no slot yet (a guess in flight across the lift takes a slot of the new period)
    { $set: { banUntil: null, wrongAttempts: 0, lastSlotTakenAt: null, period: randomUUID() }, $unset: { holders: '' } },
    { session: change.session },
  );
  return lifted.modifiedCount === 1;
}
