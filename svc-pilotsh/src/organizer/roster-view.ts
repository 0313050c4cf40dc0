import type { Roster, RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import { listRegisteredPlayers } from '@citygames/service-kit/auth/platform-records';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';

/** pilotsh's roster always says which area each team is in. */
export interface PilotshRoster extends Omit<Roster, 'version'> {
  teams: (RosterTeam & { currentAreaSeq: number })[];
}

export async function readRoster(): Promise<PilotshRoster> {
  const [teams, memberships, players] = await Promise.all([
    Team.find().sort({ createdAt: 1, _id: 1 }).lean(),
    Membership.find().lean(),
    listRegisteredPlayers('pilotsh'),
  ]);
  const inTeam = new Set(memberships.map((membership) => membership.phone));
  return {
    teams: teams.map((team) => {
      const own = memberships.filter((membership) => membership.teamId.equals(team._id));
      const leader = own.find((membership) => membership.role === 'leader');
      return {
        id: team._id.toString(),
        name: team.name,
        currentAreaSeq: team.currentAreaSeq,
        leader: leader ? { phone: leader.phone, name: leader.name } : null,
        members: own.filter((membership) => membership.role === 'member').map((membership) => ({ phone: membership.phone, name: membership.name })),
      };
    }),
    unassigned: players
      .filter((player) => player.role === 'user' && !inTeam.has(player.phone))
      .map((player) => ({ phone: player.phone, name: player.name, registeredAt: player.registeredAt.toISOString() })),
  };
}
