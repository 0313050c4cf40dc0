import { conflict, notFound } from '@citygames/service-kit/http/errors';
import { TEXTS } from '../texts.js';
import { Membership } from '../teams/membership.model.js';
import { Team, type TeamDocument } from '../teams/team.model.js';

/** How a typed target matched one team: its name, its leader's name or its leader's phone. */
type MatchedAs = 'teamName' | 'leaderName' | 'leaderPhone';

/** The one team an admin means by a leader's name, a leader's phone or a team name. */
export async function findTeamByLeader(target: string): Promise<TeamDocument> {
  const wanted = target.normalize('NFKC').trim();
  const [leaders, namedTeams] = await Promise.all([
    Membership.find({ role: 'leader', $or: [{ name: wanted }, { phone: wanted }] }).lean(),
    Team.find({ name: wanted }).lean(),
  ]);
  const matches = new Map<string, MatchedAs>();
  for (const team of namedTeams) matches.set(String(team._id), 'teamName');
  for (const leader of leaders) {
    const teamId = leader.teamId.toString();
    if (!matches.has(teamId)) matches.set(teamId, leader.phone === wanted ? 'leaderPhone' : 'leaderName');
  }
  if (matches.size === 0) throw notFound(TEXTS.adminTargetNotFound(wanted), 'TEAM_NOT_FOUND');
  const teams = (await Team.find({ _id: { $in: [...matches.keys()] } }).lean()) as TeamDocument[];
  if (matches.size > 1) {
    // Say what each match is: a team's own name is not a leader's name.
    const described = teams.map((team) => TEXTS.adminTargetMatch(team.name, matches.get(String(team._id))!));
    throw conflict(TEXTS.adminTargetAmbiguous(wanted, described), 'TEAM_AMBIGUOUS');
  }
  const [team] = teams;
  if (!team) throw notFound(TEXTS.adminTargetNotFound(wanted), 'TEAM_NOT_FOUND');
  return team;
}
