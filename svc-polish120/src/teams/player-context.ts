import type { Request } from 'express';
import type { TokenUser } from '@citygames/service-kit/auth/auth-token';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { forbidden } from '@citygames/service-kit/http/errors';
import { requireCurrentPack } from '../content/event-pack.repository.js';
import type { EventPack, PackTeam } from '../content/pack-schema.js';
import { teamsByPhone } from '../domain/team-lookup.js';
import { readTeamState, readTeamStateWithProgress, type TeamState } from './team-state.repository.js';
import { texts } from '../texts.js';

export interface PlayerContext {
  user: TokenUser;
  pack: EventPack;
  team: PackTeam;
}

/** The caller, the current pack and the caller's team (by phone, from the pack); 403 when on no team. */
export async function playerContext(req: Request): Promise<PlayerContext> {
  const user = currentUser(req);
  const pack = await requireCurrentPack();
  const team = teamOfPhone(pack, user.phone);
  if (!team) throw forbidden(texts.notInTeam, 'NOT_IN_TEAM');
  return { user, pack, team };
}

/** The teams of each cached pack (frozen, one per version) by phone, built on the pack's first request instead of scanning the teams on every one. */
const teamsByPhoneOfPack = new WeakMap<EventPack, Map<string, PackTeam>>();

export function teamOfPhone(pack: EventPack, phone: string): PackTeam | null {
  let byPhone = teamsByPhoneOfPack.get(pack);
  if (!byPhone) {
    byPhone = teamsByPhone(pack.teams);
    teamsByPhoneOfPack.set(pack, byPhone);
  }
  return byPhone.get(phone) ?? null;
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
