import type { Roster, RosterPlayer, RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import { listRegisteredPlayers, type RegisteredPlayer } from '@citygames/service-kit/auth/platform-records';
import { TeamMemberModel, type TeamMemberRecord } from '../teams/team-member.model.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';

/**
 * fanhua's roster as the console shows every game's: teams (oldest first) with their leader and
 * members by phone, and the registered players in no team. Members are read from the memberships
 * (what keeps a player in one team), phones and names from the platform's accounts.
 */
export async function readFanhuaRoster(): Promise<Omit<Roster, 'version'>> {
  const [teams, memberships, registered] = await Promise.all([
    TeamModel.find({}).sort({ createdAt: 1, _id: 1 }).lean<TeamRecord[]>(),
    TeamMemberModel.find({}).sort({ joinedAt: 1, _id: 1 }).lean<TeamMemberRecord[]>(),
    listRegisteredPlayers('fanhua'),
  ]);
  const accounts = new Map<string, RegisteredPlayer>(registered.map((player) => [player.id, player]));
  const playerOf = (playerId: string): RosterPlayer => {
    const account = accounts.get(playerId);
    return { phone: account?.phone ?? '', name: account?.name ?? playerId };
  };
  const byTeam = new Map<string, string[]>();
  for (const membership of memberships) {
    const key = String(membership.teamId);
    byTeam.set(key, [...(byTeam.get(key) ?? []), membership.playerId]);
  }
  const rosterTeams: RosterTeam[] = teams.map((team) => {
    const playerIds = byTeam.get(String(team._id)) ?? [];
    const leaderId = team.leaderId && playerIds.includes(team.leaderId) ? team.leaderId : null;
    return {
      id: String(team._id),
      name: team.name,
      leader: leaderId ? playerOf(leaderId) : null,
      members: playerIds.filter((id) => id !== leaderId).map(playerOf),
    };
  });
  const inTeams = new Set(memberships.map((membership) => membership.playerId));
  const unassigned = registered
    .filter((player) => player.role !== 'admin' && !inTeams.has(player.id))
    .map((player) => ({ phone: player.phone, name: player.name, registeredAt: player.registeredAt.toISOString() }));
  return { teams: rosterTeams, unassigned };
}
