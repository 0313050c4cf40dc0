import type { Request } from 'express';
import type { PipelineStage } from 'mongoose';
import type { TokenUser } from '@citygames/service-kit/auth/auth-token';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { forbidden, HttpError } from '@citygames/service-kit/http/errors';
import { TEXTS } from '../texts.js';
import type { MembershipRole } from './membership.model.js';
import { findMembershipWithTeam } from './team.repository.js';
import type { TeamDocument } from './team.model.js';

/** The caller with the team their phone belongs to. */
export interface TeamContext {
  user: TokenUser;
  team: TeamDocument;
  teamId: string;
  role: MembershipRole;
  /** The name the team knows this player by (the pack's name), for "completed by". */
  memberName: string;
}

/** The caller's team, or 403 NO_TEAM with a message every tab can show as is. */
export async function requireTeam(req: Request): Promise<TeamContext> {
  return (await requireTeamJoining(req, [])).context;
}

/**
 * As requireTeam, with what `joins` add to the membership (team.repository.ts) read in the same round
 * trip: a hot read's own state (its props, its progress).
 */
export async function requireTeamJoining<Joined extends object>(
  req: Request,
  joins: readonly PipelineStage.Lookup[],
): Promise<{ context: TeamContext; joined: Joined }> {
  const user = currentUser(req);
  const membership = await findMembershipWithTeam<Joined>(user.phone, joins);
  if (!membership) throw new HttpError(403, 'NO_TEAM', TEXTS.noTeam);
  const { team, name, role } = membership;
  if (!team || Array.isArray(team)) throw new HttpError(403, 'NO_TEAM', TEXTS.teamGone);
  return { context: { user, team, teamId: team._id.toString(), role, memberName: name }, joined: membership };
}

export function requireLeader(context: TeamContext, what: string): void {
  if (context.role !== 'leader') throw forbidden(TEXTS.leaderOnly(what), 'LEADER_ONLY');
}
