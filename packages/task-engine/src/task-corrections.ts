import type { ClientSession } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { TeamBan } from '@citygames/contracts/organizer/corrections.schema';
import type { BanTarget } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
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
 * Ends a ban of a limited guess (a task's, or any other key's: an X-area stage, the area codes) that is running now and
 * starts a fresh counting period (guess-slot.ts gives a slot back only to its own period, so a guess judged across the lift
 * cannot undo it); false when no ban is running.
 */
export async function liftBan(change: { teamId: string; key: string; now: Date; session: ClientSession }): Promise<boolean> {
  const lifted = await TeamTaskState.updateOne(
    { teamId: change.teamId, taskId: change.key, banUntil: { $gt: change.now } },
    // the new period holds no slot yet (a guess in flight across the lift takes a slot of the new period)
    { $set: { banUntil: null, wrongAttempts: 0, lastSlotTakenAt: null, period: randomUUID() }, $unset: { holders: '' } },
    { session: change.session },
  );
  return lifted.modifiedCount === 1;
}

/**
 * The team's bans running at `now`, every key's, soonest over first (then by key), as the game names them (`targetOf`); a key the game no
 * longer names (a task a publish removed while its counter stayed) is left out, as nothing could lift it.
 */
export async function runningBansOf(teamId: string, now: Date, targetOf: (key: string) => Promise<BanTarget | null>): Promise<TeamBan[]> {
  const running = await TeamTaskState.find({ teamId, banUntil: { $gt: now } }, { taskId: 1, banUntil: 1 })
    .sort({ banUntil: 1, taskId: 1 })
    .lean();
  const named = await Promise.all(running.map(async (state) => ({ target: await targetOf(state.taskId), banUntil: state.banUntil! })));
  return named.flatMap(({ target, banUntil }) => (target ? [{ ...target, banUntil: banUntil.toISOString() }] : []));
}
