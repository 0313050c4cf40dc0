import type { Request } from 'express';
import type { TokenUser } from '@citygames/service-kit/auth/auth-token';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { forbidden } from '@citygames/service-kit/http/errors';
import { requireCurrentPack } from '../content/event-pack.repository.js';
import type { EventPack } from '../content/pack-schema.js';
import { findTeamOfPhone, type RosterTeam } from './team.repository.js';
import { readTeamState, readTeamStateWithProgress, type TeamState } from './team-state.repository.js';
import { texts } from '../texts.js';

export interface PlayerContext {
  user: TokenUser;
  pack: EventPack;
  team: RosterTeam;
}

/** The caller, the current pack and the caller's team (their membership, by phone); 403 when on no team. */
export async function playerContext(req: Request): Promise<PlayerContext> {
  const user = currentUser(req);
  const [pack, team] = await Promise.all([requireCurrentPack(), findTeamOfPhone(user.phone)]);
  if (!team) throw forbidden(texts.notInTeam, 'NOT_IN_TEAM');
  return { user, pack, team };
}

/** As playerContext, for calls that only make sense once the team has started (tasks, X area, puzzles). */
export async function startedPlayerContext(req: Request): Promise<PlayerContext & { state: TeamState }> {
  const context = await playerContext(req);
  return { ...context, state: requireStarted(await readTeamState(context.team.id)) };
}

/** As startedPlayerContext, with the team's progress on every task of the pack read in the same round trip as its state. */
export async function startedPlayerContextWithProgress(req: Request): Promise<PlayerContext & { state: TeamState; progress: TaskProgressEntry[] }> {
  const context = await playerContext(req);
  const { state, progress } = await readTeamStateWithProgress(
    context.team.id,
    context.pack.tasks.map((task) => task.id),
  );
  return { ...context, state: requireStarted(state), progress };
}

function requireStarted(state: TeamState): TeamState {
  if (!state.started) throw forbidden(texts.notStarted, 'TEAM_NOT_STARTED');
  return state;
}
