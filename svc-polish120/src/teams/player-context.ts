import type { Request } from 'express';
import type { TokenUser } from '@citygames/service-kit/auth-token';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { forbidden } from '@citygames/service-kit/errors';
import { requireCurrentPack } from '../content/event-pack.repository.js';
import type { EventPack, PackTeam } from '../content/pack-schema.js';
import { findTeamByPhone } from '../domain/team-lookup.js';
import { readTeamState, type TeamState } from './team-state.repository.js';
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
  const team = findTeamByPhone(pack.teams, user.phone);
  if (!team) throw forbidden(texts.notInTeam, 'NOT_IN_TEAM');
  return { user, pack, team };
}

/** As playerContext, for calls that only make sense once the team has started (tasks, X area, puzzles). */
export async function startedPlayerContext(req: Request): Promise<PlayerContext & { state: TeamState }> {
  const { read: _nothing, ...started } = await startedPlayerContextReading(req, async () => null);
  return started;
}

/** As startedPlayerContext, with one more read of the team's own data sent together with the state read. */
export async function startedPlayerContextReading<T>(
  req: Request,
  read: (context: PlayerContext) => Promise<T>,
): Promise<PlayerContext & { state: TeamState; read: T }> {
  const context = await playerContext(req);
  const [state, result] = await Promise.all([readTeamState(context.team.id), read(context)]);
  if (!state.started) throw forbidden(texts.notStarted, 'TEAM_NOT_STARTED');
  return { ...context, state, read: result };
}
