import type { ClientSession } from 'mongoose';
import { resetTeamTasks } from '@citygames/task-engine/reset-team';
import { deleteTeamScratchDraws } from '../scratch/scratch-draw.repository.js';
import { deleteTeamState } from './team-state.repository.js';

/** A team starts over: its solves, answers, bans (task-engine), start and X-area state, and scratch cards are forgotten. Pass the reset's transaction. */
export async function resetTeamProgress(teamId: string, session: ClientSession): Promise<void> {
  await resetTeamTasks(teamId, session);
  await deleteTeamState(teamId, session);
  await deleteTeamScratchDraws(teamId, session);
}
