import type { Request } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import type { NoticeTeam } from '@citygames/service-kit/organizer/notices/organizer-notices';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { teamOfPhone } from '../teams/player-context.js';

/** The caller's team id (from the current pack, by phone) for the organiser's messages; null on no team. */
export async function noticeTeamOf(req: Request): Promise<string | null> {
  const pack = await loadCurrentPack();
  return pack ? (teamOfPhone(pack, currentUser(req).phone)?.id ?? null) : null;
}

/** A team of the current pack the organiser addresses by id; null when there is none. */
export async function findNoticeTeam(teamId: string): Promise<NoticeTeam | null> {
  const team = (await loadCurrentPack())?.teams.find((candidate) => candidate.id === teamId);
  return team ? { id: team.id, name: team.name } : null;
}
