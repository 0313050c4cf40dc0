import type { ClientSession } from 'mongoose';
import { resetAllTasks } from '@citygames/task-engine/reset-team';
import { readStoredTeams } from '../content/event-pack.repository.js';
import { deleteAllScratchDraws } from '../scratch/scratch-draw.repository.js';
import { deleteAllTeamStates } from '../teams/team-state.repository.js';

/**
 * Every team starts over (the per-team reset, for all): solves, answers, bans, team states and scratch
 * cards go. Deleting the state documents conflicts with a solve committing meanwhile (teams/reset-guard.ts).
 */
export async function resetAllProgress(session: ClientSession): Promise<number> {
  const teams = await readStoredTeams(session);
  await resetAllTasks(session);
  await deleteAllTeamStates(session);
  await deleteAllScratchDraws(session);
  return teams.length;
}
