import type { Request } from 'express';
import type { TokenUser } from '@citygames/service-kit/auth/auth-token';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { forbidden } from '@citygames/service-kit/http/errors';
import { requireCurrentPack } from '../content/event-pack.repository.js';
import { packLookups } from '../content/pack-lookups.js';
import type { EventPack } from '../content/pack-schema.js';
import { findTeamOfPhone, findTeamOfPhoneJoining, type RosterTeam } from './team.repository.js';
import { readTeamState, stateAndProgressOf, TEAM_STATE_JOIN, type JoinedStateAndProgress, type TeamState } from './team-state.repository.js';
import { progressLookupStages } from '@citygames/task-engine/progress';
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

/**
 * As playerContext, with the team's state and its progress on the tasks `taskIdsOf` names, all in the round trip that
 * finds the team (the membership with its team, teammates, state, solves and counters joined).
 */
export async function playerContextWithProgress(
  req: Request,
  taskIdsOf: (pack: EventPack) => readonly string[],
): Promise<PlayerContext & { state: TeamState; progress: TaskProgressEntry[] }> {
  const user = currentUser(req);
  const [pack, found] = await Promise.all([
    requireCurrentPack(),
    findTeamOfPhoneJoining<JoinedStateAndProgress>(user.phone, [TEAM_STATE_JOIN, ...progressLookupStages('teamId')]),
  ]);
  if (!found) throw forbidden(texts.notInTeam, 'NOT_IN_TEAM');
  return { user, pack, team: found.team, ...stateAndProgressOf(found.team.id, found.joined, taskIdsOf(pack)) };
}

/** As startedPlayerContext, with the team's progress on every task of the pack read in the same round trip as its state. */
export async function startedPlayerContextWithProgress(req: Request): Promise<PlayerContext & { state: TeamState; progress: TaskProgressEntry[] }> {
  const context = await playerContextWithProgress(req, (pack) => packLookups(pack).taskIds);
  requireStarted(context.state);
  return context;
}

function requireStarted(state: TeamState): TeamState {
  if (!state.started) throw forbidden(texts.notStarted, 'TEAM_NOT_STARTED');
  return state;
}
