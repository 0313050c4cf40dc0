import { conflict, notFound } from '@citygames/service-kit/errors';
import { TEXTS } from '../texts.js';
import { Membership } from '../teams/membership.model.js';
import { Team, type TeamDocument } from '../teams/team.model.js';

/** The one team an admin means by a leader's name, a leader's phone or a team name. */
export async function findTeamByLeader(target: string): Promise<TeamDocument> {
  const wanted = target.normalize('NFKC').trim();
  const [leaders, namedTeams] = await Promise.all([
    Membership.find({ role: 'leader', $or: [{ name: wanted }, { phone: wanted }] }).lean(),
    Team.find({ name: wanted }).lean(),
  ]);
  const teamIds = new Set<string>([...leaders.map((leader) => leader.teamId.toString()), ...namedTeams.map((team) => String(team._id))]);
  if (teamIds.size === 0) throw notFound(TEXTS.adminTargetNotFound(wanted), 'TEAM_NOT_FOUND');
  if (teamIds.size > 1) throw conflict(TEXTS.adminTargetAmbiguous(wanted), 'TEAM_AMBIGUOUS');
  const [teamId] = [...teamIds];
  const team = (await Team.findById(teamId).lean()) as TeamDocument | null;
  if (!team) throw notFound(TEXTS.adminTargetNotFound(wanted), 'TEAM_NOT_FOUND');
  return team;
}
