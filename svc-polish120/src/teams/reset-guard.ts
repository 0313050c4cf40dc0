import type { ClientSession } from 'mongoose';
import { conflict } from '@citygames/service-kit/http/errors';
import { TeamStateModel } from './team-state.model.js';

/** Shown to the player whose right answer crossed an organiser's reset of the team. */
export const TEAM_RESET_MEANWHILE = '队伍的进度刚被组织者重置，这次答对没有记录，请重新开始';

/**
 * An organiser's reset (or delete) of a team and a solve must never both stand: on MongoDB's
 * snapshot isolation a reset that deletes the team's solves cannot see a solve inserted after its
 * snapshot. So both write the team's state document: the reset deletes it (reset-team-progress.ts),
 * the solve (task-engine's onSolved, in the transaction that records the solve) sets `lastSolveAt` only on the state the
 * submission read (same `startedAt`).
 * - the reset commits first: the solve's guarded write matches nothing → 409, the solve is removed;
 * - the solve commits first: the reset either saw the solve (and deletes it) or deletes a document
 *   changed after its snapshot → write conflict, retried, and then it sees the solve.
 */
export async function recordSolveUnlessReset(teamId: string, startedAt: Date | null, now: Date, session: ClientSession): Promise<void> {
  const written = await TeamStateModel.updateOne({ teamId, started: true, startedAt }, { $set: { lastSolveAt: now } }, { session });
  if (written.matchedCount === 0) throw conflict(TEAM_RESET_MEANWHILE, 'TEAM_RESET');
}
