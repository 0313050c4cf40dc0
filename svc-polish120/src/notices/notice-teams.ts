import type { Request } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import type { NoticeTeam } from '@citygames/service-kit/organizer/notices/organizer-notices';
import { MembershipModel } from '../teams/membership.model.js';
import { TeamModel } from '../teams/team.model.js';

/** The caller's team id (their membership, by phone) for the organiser's messages; null on no team. */
export async function noticeTeamOf(req: Request): Promise<string | null> {
  const membership = await MembershipModel.findOne({ phone: currentUser(req).phone }, { teamId: 1 }).lean();
  return membership?.teamId ?? null;
}

/** A team of the roster the organiser addresses by id; null when there is none. */
export async function findNoticeTeam(teamId: string): Promise<NoticeTeam | null> {
  const team = await TeamModel.findById(teamId, { name: 1 }).lean();
  return team ? { id: team._id, name: team.name } : null;
}
