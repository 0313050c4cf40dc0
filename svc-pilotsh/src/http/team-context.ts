import type { Request } from 'express';
import { forbidden, HttpError } from '@citygames/service-kit/errors';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import type { TokenUser } from '@citygames/service-kit/auth-token';
import { TEXTS } from '../texts.js';
import { Membership, type MembershipRole } from '../teams/membership.model.js';
import { Team, type TeamDocument } from '../teams/team.model.js';

/** The caller with the team their phone belongs to. */
export interface TeamContext {
  user: TokenUser;
  team: TeamDocument;
  teamId: string;
  role: MembershipRole;
  /** The name the team knows this player by (the pack's name), for "completed by". */
  memberName: string;
}

interface MembershipWithTeam {
  teamId: unknown;
  name: string;
  role: MembershipRole;
  team: TeamDocument[];
}

/**
 * The caller's team, or 403 NO_TEAM with a message every tab can show as is. The membership and its
 * team come back in one round trip (a $lookup on the team's _id), as every player read starts here.
 */
export async function requireTeam(req: Request): Promise<TeamContext> {
  const user = currentUser(req);
  const [membership] = await Membership.aggregate<MembershipWithTeam>([
    { $match: { phone: user.phone } },
    { $limit: 1 },
    { $lookup: { from: Team.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } },
  ]);
  if (!membership) throw new HttpError(403, 'NO_TEAM', TEXTS.noTeam);
  const team = membership.team[0];
  if (!team) throw new HttpError(403, 'NO_TEAM', TEXTS.teamGone);
  return { user, team, teamId: team._id.toString(), role: membership.role, memberName: membership.name };
}

export function requireLeader(context: TeamContext, what: string): void {
  if (context.role !== 'leader') throw forbidden(TEXTS.leaderOnly(what), 'LEADER_ONLY');
}
