import type { Request } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import type { NoticeTeam } from '@citygames/service-kit/organizer/notices/organizer-notices';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';

/** The caller's team id for the organiser's messages (null: on no team, so only the messages to everyone). */
export async function noticeTeamOf(req: Request): Promise<string | null> {
  const membership = await Membership.findOne({ phone: currentUser(req).phone }, { teamId: 1 }).lean();
  return membership ? String(membership.teamId) : null;
}

/** A team the organiser addresses by id; null when pilotsh has none with that id. */
export async function findNoticeTeam(teamId: string): Promise<NoticeTeam | null> {
  if (!/^[0-9a-f]{24}$/i.test(teamId)) return null;
  const team = await Team.findById(teamId, { name: 1 }).lean();
  return team ? { id: String(team._id), name: team.name } : null;
}
