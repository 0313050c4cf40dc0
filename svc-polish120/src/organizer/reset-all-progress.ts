import type { ClientSession } from 'mongoose';
import { resetAllTasks } from '@citygames/task-engine/reset-team';
import { deleteAllScratchDraws } from '../scratch/scratch-draw.repository.js';
import { deleteAllTeamStates } from '../teams/team-state.repository.js';
import { TeamModel } from '../teams/team.model.js';

/**
 * Every team starts over (the per-team reset, for all): solves, answers, bans, team states and scratch
 * cards go. Deleting the state documents conflicts with a solve committing meanwhile (teams/reset-guard.ts).
 */
export async function resetAllProgress(session: ClientSession): Promise<number> {
  const teams = await TeamModel.countDocuments({}).session(session);
  await resetAllTasks(session);
  await deleteAllTeamStates(session);
  await deleteAllScratchDraws(session);
  return teams;
}
