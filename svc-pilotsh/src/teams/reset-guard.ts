import type { ClientSession, Types } from 'mongoose';
import { conflict } from '@citygames/service-kit/http/errors';
import { TEXTS } from '../texts.js';
import { Team } from './team.model.js';

/**
 * A reset ('init') and a solve must never both stand: on MongoDB's snapshot isolation a reset that
 * deletes the team's solves cannot see a solve inserted after its snapshot. So both write the team
 * document: the reset raises `resetEpoch`, the solve (task-engine's onSolved, in the transaction that
 * records the solve) sets `lastSolveAt` only where the epoch is still the one the submission read.
 * - the reset commits first: the solve's guarded write matches nothing → the solve rolls back with it;
 * - the solve commits first: the reset either saw the solve (and deletes it) or, having read
 *   before it, writes a team document changed after its snapshot → write conflict, retried.
 */
export async function recordSolveUnlessReset(teamId: Types.ObjectId, epochSeen: number | null | undefined, now: Date, session: ClientSession): Promise<void> {
  const written = await Team.updateOne({ _id: teamId, resetEpoch: epochSeen ?? null }, { $set: { lastSolveAt: now } }, { session });
  if (written.matchedCount === 0) throw conflict(TEXTS.teamResetMeanwhile, 'TEAM_RESET');
}

/** The reset's write of the same document (inside the reset transaction). */
export async function raiseResetEpoch(teamId: Types.ObjectId, areaSeq: number, session: ClientSession): Promise<void> {
  await Team.updateOne({ _id: teamId }, { $set: { currentAreaSeq: areaSeq }, $inc: { resetEpoch: 1 } }, { session });
}
